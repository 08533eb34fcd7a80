/**
 * Listings at scale (migration 005-catalogue-scale, product-listing.ts):
 * counts kept by triggers and deep pages read from anchors must answer
 * exactly what COUNT(*) and OFFSET over the products table answer, before
 * and after products enter or leave a listing, on SQLite and PostgreSQL.
 */
import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { withTestDatabase } from '@/lib/testing/test-database';
import { generateCatalogue, insertTaxonomy } from '@/bench/generate-catalogue';
import type { Database } from '@/lib/server/db/schema';
import { getAllProducts } from '@/lib/server/services/catalogue/catalogue';
import { CATEGORY_SUBCATEGORIES } from '@/lib/server/seed/taxonomy';
import { ANCHOR_STRIDE, countActiveProducts, listActiveProducts, type ProductFilter } from './product-listing';
import { firstItem, itemAt } from '@/lib/list';

const database = withTestDatabase({ seed: false });

beforeAll(async () => {
  await insertTaxonomy(database());
  // Enough products for several anchors in the whole catalogue and in a category.
  await generateCatalogue(database(), 4000, { seed: 11 });
}, 120_000);

function filtered(db: Kysely<Database>, filter: ProductFilter) {
  let query = db.selectFrom('products').where('is_active', '=', 1);
  if (filter.categoryId !== undefined) query = query.where('category_id', '=', filter.categoryId);
  if (filter.subCategoryId !== undefined) query = query.where('sub_category_id', '=', filter.subCategoryId);
  return query;
}

async function countedByScan(filter: ProductFilter): Promise<number> {
  const row = await filtered(database().db, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function pageByOffset(filter: ProductFilter, offset: number, limit: number): Promise<number[]> {
  const rows = await filtered(database().db, filter).select('id').orderBy('id').limit(limit).offset(offset).execute();
  return rows.map((row) => Number(row.id));
}

async function pageIds(filter: ProductFilter, offset: number, limit: number): Promise<number[]> {
  return (await listActiveProducts(database().db, filter, { offset, limit })).map((row) => Number(row.id));
}

/** Every listing the shop can ask for: all, each category, each category with each subcategory, each subcategory alone. */
function everyFilter(): ProductFilter[] {
  const filters: ProductFilter[] = [{}];
  for (const [categoryId, subIds] of Object.entries(CATEGORY_SUBCATEGORIES)) {
    filters.push({ categoryId: Number(categoryId) });
    for (const subCategoryId of subIds) filters.push({ categoryId: Number(categoryId), subCategoryId });
  }
  for (const subCategoryId of new Set(Object.values(CATEGORY_SUBCATEGORIES).flat())) filters.push({ subCategoryId });
  return filters;
}

async function expectCountsExact(): Promise<void> {
  for (const filter of everyFilter()) {
    expect({ filter, count: await countActiveProducts(database().db, filter) }).toEqual({
      filter,
      count: await countedByScan(filter),
    });
  }
}

/** Offsets from the first page to past the end, across anchor boundaries. */
function offsetsToTry(count: number, limit: number): number[] {
  const offsets = new Set([
    0,
    ANCHOR_STRIDE - 1,
    ANCHOR_STRIDE,
    ANCHOR_STRIDE + 1,
    2 * ANCHOR_STRIDE - limit + 3,
    count - limit,
    count - 1,
    count,
    count + 5 * ANCHOR_STRIDE,
  ]);
  for (let offset = limit * 7; offset < count; offset += limit * 23) offsets.add(offset);
  return [...offsets].filter((offset) => offset >= 0).sort((a, b) => a - b);
}

async function expectPagesExact(filter: ProductFilter, limit: number): Promise<void> {
  const count = await countedByScan(filter);
  for (const offset of offsetsToTry(count, limit)) {
    expect({ offset, ids: await pageIds(filter, offset, limit) }).toEqual({
      offset,
      ids: await pageByOffset(filter, offset, limit),
    });
  }
}

/** Records the OFFSET of every query sent through it. */
function offsetRecorder(): { plugin: KyselyPlugin; offsets: number[] } {
  const offsets: number[] = [];
  return {
    offsets,
    plugin: {
      transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
        if (node.kind === 'SelectQueryNode' && node.offset && node.offset.offset.kind === 'ValueNode') {
          offsets.push(Number((node.offset.offset as unknown as { value: unknown }).value));
        }
        return node;
      },
      async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        return result;
      },
    },
  };
}

describe('listing counts', () => {
  it('match COUNT(*) for every listing', async () => {
    await expectCountsExact();
  });

  it('are read from product_listing_counts, not counted', async () => {
    const { db } = database();
    const before = await countActiveProducts(db, { categoryId: 1 });
    await sql`update product_listing_counts set active_count = active_count + 1000 where category_id = 1 and sub_category_key = 1`.execute(
      db,
    );
    try {
      expect(await countActiveProducts(db, { categoryId: 1 })).toBe(before + 1000);
    } finally {
      await sql`update product_listing_counts set active_count = active_count - 1000 where category_id = 1 and sub_category_key = 1`.execute(
        db,
      );
    }
  });

  it('stay exact when products are hidden, shown, moved, added and deleted', async () => {
    const { db } = database();
    const women = await db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', 1)
      .where('is_active', '=', 1)
      .orderBy('id')
      .limit(5)
      .execute();
    const hidden = await db
      .selectFrom('products')
      .select('id')
      .where('is_active', '=', 0)
      .orderBy('id')
      .limit(3)
      .execute();
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

    await db
      .updateTable('products')
      .set({ is_active: 0 })
      .where('id', 'in', ids(women.slice(0, 2)))
      .execute();
    await db.updateTable('products').set({ is_active: 1 }).where('id', 'in', ids(hidden)).execute();
    // Moved to Fabric, which has no subcategories; and within Women to another subcategory.
    await db
      .updateTable('products')
      .set({ category_id: 5, sub_category_id: null })
      .where('id', '=', itemAt(women, 2).id)
      .execute();
    await db.updateTable('products').set({ sub_category_id: 26 }).where('id', '=', itemAt(women, 3).id).execute();
    // A change that leaves every listing as it was.
    await db.updateTable('products').set({ offer_price_cents: 1299 }).where('id', '=', itemAt(women, 4).id).execute();
    await expectCountsExact();

    const template = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', itemAt(women, 4).id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    const added = await db
      .insertInto('products')
      .values([
        { ...copy, product_code: 99_000_001, category_id: 6, sub_category_id: 14 },
        { ...copy, product_code: 99_000_002, category_id: 6, sub_category_id: 14, is_active: 0 },
      ])
      .returning('id')
      .execute();
    await expectCountsExact();

    await db.deleteFrom('products').where('id', 'in', ids(added)).execute();
    await db.deleteFrom('product_stock').where('product_id', '=', firstItem(hidden).id).execute();
    await db.deleteFrom('products').where('id', '=', firstItem(hidden).id).execute();
    await expectCountsExact();
  });
});

describe('deep pages', () => {
  it.each([
    ['the whole catalogue', {}],
    ['a category', { categoryId: 1 }],
    ['a category without subcategories', { categoryId: 5 }],
    ['a category and subcategory', { categoryId: 2, subCategoryId: 16 }],
    ['a subcategory in several categories', { subCategoryId: 20 }],
  ] as [string, ProductFilter][])('are what OFFSET gives for %s', async (_name, filter) => {
    for (const limit of [12, 24, 7, 100]) await expectPagesExact(filter, limit);
  });

  it('never step over more than an anchor stride of products', async () => {
    const recorder = offsetRecorder();
    const db = database().db.withPlugin(recorder.plugin);
    const count = await countActiveProducts(db, {});
    expect(count).toBeGreaterThan(8 * ANCHOR_STRIDE);
    for (const offset of [count - 24, Math.floor(count / 2), 5 * ANCHOR_STRIDE + 3]) {
      await listActiveProducts(db, {}, { offset, limit: 24 });
      await listActiveProducts(db, { categoryId: 1 }, { offset: offset % (3 * ANCHOR_STRIDE), limit: 12 });
    }
    expect(recorder.offsets.length).toBeGreaterThan(0);
    expect(Math.max(...recorder.offsets)).toBeLessThan(ANCHOR_STRIDE);
  });

  it('stay exact after products enter and leave the listing between reads', async () => {
    const { db } = database();
    const filter = { categoryId: 1 };
    const count = await countedByScan(filter);
    const deep = count - 30;
    // Anchors are built by this read ...
    expect(await pageIds(filter, deep, 12)).toEqual(await pageByOffset(filter, deep, 12));
    // ... then products before every anchor leave and come back, as another process would do it.
    const early = await filtered(db, filter).select('id').orderBy('id').limit(3).execute();
    await db
      .updateTable('products')
      .set({ is_active: 0 })
      .where(
        'id',
        'in',
        early.map((row) => row.id),
      )
      .execute();
    expect(await pageIds(filter, deep, 12)).toEqual(await pageByOffset(filter, deep, 12));
    expect(await pageIds(filter, ANCHOR_STRIDE, 12)).toEqual(await pageByOffset(filter, ANCHOR_STRIDE, 12));
    await db
      .updateTable('products')
      .set({ is_active: 1 })
      .where(
        'id',
        'in',
        early.map((row) => row.id),
      )
      .execute();
    expect(await pageIds(filter, deep, 12)).toEqual(await pageByOffset(filter, deep, 12));
    // A new product at the end of the listing.
    const template = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', firstItem(early).id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    const added = await db
      .insertInto('products')
      .values({ ...copy, product_code: 99_000_003 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const last = (await countedByScan(filter)) - 1;
    expect(await pageIds(filter, last, 12)).toEqual([Number(added.id)]);
    await db.deleteFrom('products').where('id', '=', added.id).execute();
    expect(await pageIds(filter, last, 12)).toEqual([]);
  });

  it('page through a big category by the contract, every product once, with the exact count', async () => {
    const expected = (await filtered(database().db, { categoryId: 1 }).select('id').orderBy('id').execute()).map(
      (row) => Number(row.id),
    );
    const seen: number[] = [];
    let page: number | null = 1;
    while (page !== null) {
      const answer = await getAllProducts({ category_pk: 1, page, page_size: 12 });
      expect(answer.count).toBe(expected.length);
      seen.push(...answer.data.map((product) => product.id));
      page = answer.next_page;
    }
    expect(seen).toEqual(expected);
    const beyond = await getAllProducts({ category_pk: 1, page: Math.ceil(expected.length / 12) + 40, page_size: 12 });
    expect(beyond).toMatchObject({ data: [], count: expected.length, next_page: null });
  });
});
