/**
 * Product search through the real service (GET /api/search's handler) on the
 * demo catalogue, on SQLite or PostgreSQL (TEST_DATABASE=postgres): what a
 * shopper types, how results rank, what never comes back, and the index
 * following product writes (migration 004-search's triggers).
 */
import { SEARCH_RESULT_LIMIT, type ProductSummary } from '@/lib/contract';
import { buildSearchText, readSearchIndexVersion } from '@/lib/server/services/catalogue/repositories/products';
import { searchProducts } from '@/lib/server/services/catalogue/catalogue';
import { withTestDatabase } from '@/lib/testing/test-database';
import { getSearchVocabulary } from './search-products';
import { lastItem } from '@/lib/list';

const database = withTestDatabase();

async function search(query: string): Promise<ProductSummary[]> {
  return (await searchProducts({ query })).data;
}

async function names(query: string): Promise<string[]> {
  return (await search(query)).map((product) => product.product_name);
}

/** Lower-cased name and search text of products, by id. */
async function texts(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database()
    .db.selectFrom('products')
    .select(['id', 'name', 'search_text'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), `${row.name} ${row.search_text}`.toLowerCase()]));
}

async function activeNames(where: (name: string) => boolean): Promise<string[]> {
  const rows = await database().db.selectFrom('products').select('name').where('is_active', '=', 1).execute();
  return rows.map((row) => row.name).filter(where);
}

async function expectEveryResultToHold(query: string, ...words: RegExp[]) {
  const results = await search(query);
  expect(results.length).toBeGreaterThan(0);
  const byId = await texts(results.map((product) => product.id));
  for (const product of results) for (const word of words) expect(byId.get(product.id)).toMatch(word);
}

describe('what shoppers type', () => {
  it.each([
    ['kanta', /kantha/],
    ['bandani', /bandhani/],
    ['chikenkari', /chikankari/],
    ['sangneri', /sanganeri/],
    ['lehriya', /leheriya/],
  ])('corrects the misspelling %s', async (query, word) => {
    await expectEveryResultToHold(query, word);
  });

  it('finds every kantha product for a misspelt kantha, as for kantha itself', async () => {
    const kantha = await names('kantha');
    expect(kantha).toEqual(await names('kanta'));
    expect(kantha.sort()).toEqual((await activeNames((name) => /kantha/i.test(name))).sort());
  });

  it('reads the last word as a prefix while typing', async () => {
    await expectEveryResultToHold('quil', /quilt/);
    expect(await names('quil')).toContain('Sage Kantha Quilt Bedcover');
    expect(await names('kanth')).toEqual(await names('kantha'));
    await expectEveryResultToHold('indigo kurt', /indigo/, /kurt[ai]/);
  });

  it('finds plurals and singulars alike', async () => {
    const cushions = await names('cushions');
    expect(cushions.sort()).toEqual((await activeNames((name) => /Cushion Cover/.test(name))).sort());
    expect((await names('cushion')).sort()).toEqual(cushions);
    expect((await names('dresses')).slice(0, 10).every((name) => /dress/i.test(name))).toBe(true);
  });

  it.each([
    ['bandhej', 'bandhani'],
    ['daboo', 'dabu'],
    ['ajrak', 'ajrakh'],
    ['chikan', 'chikankari'],
  ])('knows %s is %s', async (synonym, name) => {
    const found = await names(synonym);
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(await names(name));
  });

  it('finds quilts for razai and block-printed things for hand block printed', async () => {
    expect(await names('razai')).toEqual(
      expect.arrayContaining(['Sage Kantha Quilt Bedcover', 'Ivory Sanganeri Floral Quilted Bedcover']),
    );
    await expectEveryResultToHold('hand block printed cushion', /block/, /print/, /cushion/);
  });

  it('needs every word of a multi-word query when some product has them all', async () => {
    const found = await names('indigo cotton kurta');
    expect(found).toEqual(
      expect.arrayContaining([
        "Men's Indigo Dabu Print Kurta Pajama Set",
        "Kids' Indigo Dabu Kurta and Pants Set",
        'Indigo Dabu Print Straight Kurti',
      ]),
    );
    await expectEveryResultToHold('indigo cotton kurta', /indigo/, /cotton/, /kurt[ai]/);
    expect(await names('mens nehru jacket')).toEqual(
      expect.arrayContaining([
        "Men's Rust Ajrakh Nehru Jacket",
        "Men's Charcoal Ikat Nehru Jacket",
        "Men's Ivory Jamdani Nehru Jacket",
      ]),
    );
  });

  it('falls back to some of the words only when no product has them all', async () => {
    // No demo product is both kantha and a lehenga: show both kinds rather than nothing.
    const found = await names('kantha lehenga');
    expect(found.some((name) => /Kantha/.test(name))).toBe(true);
    expect(found.some((name) => /Lehenga/.test(name))).toBe(true);
    // A word the catalogue has never seen does not hide the words it has.
    expect((await names('kantha zzqqxx')).sort()).toEqual((await names('kantha')).sort());
  });

  it('finds nothing for words the catalogue has nothing like', async () => {
    expect(await search('zzqqxx')).toEqual([]);
    expect(await search('xqzv wplk')).toEqual([]);
  });

  it('finds a product by its code', async () => {
    const row = await database()
      .db.selectFrom('products')
      .select(['id', 'product_code'])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await search(String(row.product_code))).map((product) => product.id)).toContain(Number(row.id));
  });
});

describe('ranking', () => {
  it('puts products with every word in their name first, then the rest; best sellers, then newest, within each', async () => {
    const results = await search('quilt');
    const inName = results.map((product) => /quilt/i.test(product.product_name));
    const firstElsewhere = inName.indexOf(false);
    expect(firstElsewhere).toBeGreaterThan(0);
    expect(inName.slice(firstElsewhere).every((named) => !named)).toBe(true);
    for (const tier of [results.slice(0, firstElsewhere), results.slice(firstElsewhere)]) {
      const order = tier.map((product): [number, number] => [product.top_selling ? 0 : 1, -product.id]);
      expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    }
  });

  it('answers at most SEARCH_RESULT_LIMIT products', async () => {
    expect((await search('cotton')).length).toBe(SEARCH_RESULT_LIMIT);
  });
});

describe('only active products', () => {
  it('never returns an inactive product, even by its exact name', async () => {
    const inactive = await database()
      .db.selectFrom('products')
      .select(['id', 'name'])
      .where('is_active', '=', 0)
      .execute();
    expect(inactive.length).toBeGreaterThan(0);
    for (const product of inactive) {
      expect((await search(product.name)).map((found) => found.id)).not.toContain(Number(product.id));
    }
  });
});

describe('hostile input', () => {
  it.each([
    '%',
    '_',
    '"',
    "'",
    '*',
    '()',
    '^',
    '-',
    '\\',
    'a OR b',
    'NOT',
    'AND OR NOT',
    'a & b | !c',
    "'':*",
    '" OR ""="',
  ])('%s is no query at all: nothing comes back, no error', async (query) => {
    expect(await search(query)).toEqual([]);
  });

  it.each([
    'NEAR(',
    'NEAR(kantha quilt, 2)',
    "kantha' OR 1=1 --",
    'kantha" OR "x',
    'kantha*',
    '{name}: kantha',
    'kantha NOT kantha',
    '-kantha',
    'kantha:*',
  ])('%s only ever finds the words in it', async (query) => {
    const results = await search(query);
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThan((await activeNames(() => true)).length);
    const byId = await texts(results.map((product) => product.id));
    for (const product of results) expect(byId.get(product.id)).toMatch(/kantha|near|quilt/);
  });
});

describe('the index follows product writes', () => {
  const now = new Date().toISOString();

  async function addProduct(name: string): Promise<number> {
    const category = await database()
      .db.selectFrom('categories')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const row = await database()
      .db.insertInto('products')
      .values({
        product_code: 990001,
        name,
        description: 'Hand embroidered in Lucknow.',
        category_id: Number(category.id),
        sub_category_id: null,
        main_image: '/media/products/x-1.webp',
        second_media: '',
        third_media: '',
        fourth_media: '',
        fifth_media: '',
        offer_price_cents: 1999,
        mrp_cents: 2999,
        rating: 5,
        review_count: 0,
        top_selling: 0,
        new_arrival: 1,
        is_active: 1,
        remarks: '',
        search_text: buildSearchText({
          name,
          description: 'Hand embroidered in Lucknow.',
          productCode: 990001,
          categoryName: category.name,
          subCategoryName: null,
        }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function ids(query: string): Promise<number[]> {
    return (await search(query)).map((product) => product.id);
  }

  it('finds a new product at once, and by a misspelling once the vocabulary has reloaded', async () => {
    const id = await addProduct('Ivory Zardozi Evening Clutch');
    expect(await ids('zardozi')).toEqual([id]);
    await getSearchVocabulary(database(), { fresh: true });
    expect(await ids('zardosi')).toEqual([id]);
    expect(await ids('clutches')).toEqual([id]);

    const renamed = 'Ivory Mukaish Evening Clutch';
    await database()
      .db.updateTable('products')
      .set({
        name: renamed,
        search_text: buildSearchText({
          name: renamed,
          description: '',
          productCode: 990001,
          categoryName: '',
          subCategoryName: null,
        }),
      })
      .where('id', '=', id)
      .execute();
    expect(await ids('mukaish')).toEqual([id]);
    expect(await ids('zardozi')).toEqual([]);

    await database().db.updateTable('products').set({ is_active: 0 }).where('id', '=', id).execute();
    expect(await ids('mukaish')).toEqual([]);
    await database().db.updateTable('products').set({ is_active: 1 }).where('id', '=', id).execute();
    expect(await ids('mukaish')).toEqual([id]);

    await database().db.deleteFrom('products').where('id', '=', id).execute();
    expect(await ids('mukaish')).toEqual([]);
    const vocabulary = await getSearchVocabulary(database(), { fresh: true });
    expect(vocabulary.has('mukaish')).toBe(false);
    expect(vocabulary.has('kantha')).toBe(true);
  });

  it('moves a product up when it becomes a best seller', async () => {
    const before = await search('kantha');
    const last = lastItem(before);
    expect(last.top_selling).toBe(false);
    await database().db.updateTable('products').set({ top_selling: 1 }).where('id', '=', last.id).execute();
    try {
      const after = await search('kantha');
      const bestSellers = after.filter((product) => product.top_selling);
      expect(bestSellers.map((product) => product.id)).toContain(last.id);
      expect(after.slice(0, bestSellers.length).every((product) => product.top_selling)).toBe(true);
    } finally {
      await database().db.updateTable('products').set({ top_selling: 0 }).where('id', '=', last.id).execute();
    }
  });

  it('leaves the index alone for writes that do not change words', async () => {
    const before = await readSearchIndexVersion(database().db);
    const row = await database()
      .db.selectFrom('products')
      .select('id')
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    await database()
      .db.updateTable('products')
      .set({ offer_price_cents: 4321, review_count: 7 })
      .where('id', '=', row.id)
      .execute();
    expect(await readSearchIndexVersion(database().db)).toBe(before);
    await database().db.updateTable('products').set({ is_active: 0 }).where('id', '=', row.id).execute();
    expect(await readSearchIndexVersion(database().db)).toBeGreaterThan(before);
    await database().db.updateTable('products').set({ is_active: 1 }).where('id', '=', row.id).execute();
  });
});
