/**
 * Search reads indexes, never whole tables (issue #6: no full scans on a
 * request path): every statement the real search runs, recorded and
 * EXPLAINed on a few thousand generated products, on SQLite (EXPLAIN QUERY
 * PLAN) or PostgreSQL (EXPLAIN ANALYZE, after ANALYZE as autovacuum would).
 */
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import type { ShopDatabase } from '@/lib/server/db/connection';
import { buildSearchText } from '@/lib/server/services/catalogue/repositories/products';
import { withTestDatabase } from '@/lib/testing/test-database';
import { getSearchVocabulary, searchActiveProducts } from './search-products';
import { firstItem, itemAt } from '@/lib/list';

const database = withTestDatabase({ seed: false });

const PRODUCTS = 4000;
const COLOURS = [
  'Indigo',
  'Madder Red',
  'Ivory',
  'Rust',
  'Sage',
  'Mustard',
  'Rani Pink',
  'Teal',
  'Charcoal',
  'Olive',
  'Saffron',
  'Blush',
];
const CRAFTS = [
  'Dabu Print',
  'Bagru Block Print',
  'Sanganeri Floral',
  'Ajrakh Print',
  'Kantha Stitch',
  'Ikat Handloom',
  'Bandhani',
  'Leheriya',
  'Mirror Work',
  'Chikankari',
];
const FABRICS = ['Cotton', 'Mulmul', 'Voile', 'Silk', 'Khadi', 'Linen'];
const TYPES = [
  'Maxi Dress',
  'Kurta',
  'Palazzo Pants',
  'Kaftan',
  'Cushion Cover',
  'Quilted Jacket',
  'Table Runner',
  'Tote Bag',
  'Bedcover',
  'Sash',
];

/** A deterministic catalogue: colour × craft × fabric × type names, a sentence of description, some best sellers and inactive products. */
async function generateProducts({ db }: ShopDatabase): Promise<void> {
  await db
    .insertInto('categories')
    .values({ id: 1, name: 'Women', tile_image: '/t.webp', banner_image: '/b.webp', sort_order: 0 })
    .execute();
  const now = new Date().toISOString();
  for (let start = 0; start < PRODUCTS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, offset) => {
      const n = start + offset;
      const name = `${COLOURS[n % COLOURS.length]} ${CRAFTS[(n * 7) % CRAFTS.length]} ${FABRICS[(n * 3) % FABRICS.length]} ${TYPES[(n * 11) % TYPES.length]}`;
      const description = `A ${itemAt(TYPES, (n * 11) % TYPES.length).toLowerCase()} in ${itemAt(FABRICS, (n * 3) % FABRICS.length).toLowerCase()}, made by hand in Jaipur.`;
      return {
        product_code: 500000 + n,
        name,
        description,
        category_id: 1,
        sub_category_id: null,
        main_image: '/media/products/x-1.webp',
        second_media: '',
        third_media: '',
        fourth_media: '',
        fifth_media: '',
        offer_price_cents: 1999,
        mrp_cents: 2999,
        rating: 4,
        review_count: 0,
        top_selling: n % 37 === 0 ? (1 as const) : (0 as const),
        new_arrival: 0 as const,
        is_active: n % 20 === 0 ? (0 as const) : (1 as const),
        remarks: '',
        search_text: buildSearchText({
          name,
          description,
          productCode: 500000 + n,
          categoryName: 'Women',
          subCategoryName: null,
        }),
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('products').values(rows).execute();
  }
  if (database().dialect === 'postgres') {
    await sql`analyze products`.execute(db);
    await sql`analyze products_search`.execute(db);
  }
}

/** The database with every query it runs written down. */
function recording(target: ShopDatabase): { database: ShopDatabase; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      statements.push(target.db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { database: { ...target, db: target.db.withPlugin(plugin) }, statements };
}

/**
 * The plan of a statement: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's
 * EXPLAIN ANALYZE, which also says which parts ran ('never executed': the
 * search's GIN fallback is skipped at run time when walking the ranking
 * order already filled the page).
 */
async function explain(statement: CompiledQuery): Promise<string> {
  const { db, dialect } = database();
  const prefix =
    dialect === 'postgres' ? 'explain (analyze, costs off, timing off, summary off) ' : 'explain query plan ';
  const result = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]),
  );
  return result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
}

/** Plan lines that ran (PostgreSQL). */
function executed(plan: string): string[] {
  return plan.split('\n').filter((line) => !/never executed/.test(line));
}

// 'kantha kurta': no generated product is both, so the search falls back to some of the words.
const QUERIES = [
  'cotton',
  'kantha',
  'indigo kantha cotton palazzo',
  'kantha kurta',
  'kanta',
  'quil',
  'bandhej',
  'cushions',
  'zzqqxx',
  'kantha zzqqxx',
  'ajrakh bedcover',
  '500123',
];

describe('search at a few thousand products', () => {
  beforeAll(async () => {
    await generateProducts(database());
  }, 60_000);

  it.each(QUERIES)('answers %s from the indexes alone', async (query) => {
    const { database: recorded, statements } = recording(database());
    await getSearchVocabulary(recorded, { fresh: true });
    statements.length = 0;

    const results = await searchActiveProducts(recorded, query, 48);
    if (query !== 'zzqqxx') expect(results.length).toBeGreaterThan(0);

    const searches = statements.filter((statement) => /products_search/.test(statement.sql));
    // A word no product holds is never looked up at all.
    if (query === 'zzqqxx') expect(searches).toEqual([]);
    else expect(searches.length).toBeGreaterThan(0);
    for (const statement of statements) {
      const plan = await explain(statement);
      if (database().dialect === 'postgres') {
        const ran = executed(plan).join('\n');
        expect(ran).not.toMatch(/Seq Scan on products(_search)?\b/);
        if (/products_search/.test(statement.sql))
          expect(ran).toMatch(/Index Scan (Backward )?(on|using) products_search_(name|document|order)_idx/);
      } else {
        expect(plan).not.toMatch(/SCAN products( |$)/m);
        expect(plan).not.toMatch(/USE TEMP B-TREE/);
        if (/products_search/.test(statement.sql))
          expect(plan).toMatch(/SCAN products_search VIRTUAL TABLE INDEX \d+:M/);
      }
    }
  });

  it('keeps the index to active products', async () => {
    const { db, dialect } = database();
    const active = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const indexed =
      dialect === 'postgres'
        ? await sql<{ n: number }>`select count(*) as n from products_search`.execute(db)
        : await sql<{
            n: number;
          }>`select count(*) as n from products_search where products_search match '{name body} : "jaipur"'`.execute(
            db,
          );
    expect(Number(firstItem(indexed.rows).n)).toBe(Number(active.n));
  });
});
