/**
 * GET /api/products-by-id/ (recently viewed, docs/decisions/050): the cards of the products a browser names, from
 * the catalogue as it is now, through the route handler, on a real database seeded with the demo catalogue.
 */
import { apiErrorBody, PRODUCTS_BY_ID_MAX, productsByIdResponse } from '@/lib/contract';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getProductsById } from './products-by-id/route';

const database = withTestDatabase({ seed: 'catalogue' });

async function activeIds(count: number): Promise<number[]> {
  const rows = await database()
    .db.selectFrom('products')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy('id')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((row) => Number(row.id));
}

/** Three active products' ids, lowest first. */
async function threeActiveIds(): Promise<[number, number, number]> {
  const [a, b, c] = await activeIds(3);
  if (a === undefined || b === undefined || c === undefined) throw new Error('the demo catalogue has three products');
  return [a, b, c];
}

async function ask(query: string) {
  return callRoute(getProductsById, `/api/products-by-id/${query}`);
}

describe('GET /api/products-by-id/', () => {
  it('answers the cards in the order asked, each once, with the catalogue’s current name, picture and prices', async () => {
    const [a, b, c] = await threeActiveIds();
    const { db } = database();
    // Changed after any visit: the answer carries what the catalogue says now.
    await db
      .updateTable('products')
      .set({ name: 'Renamed Block-Print Throw', offer_price_cents: 4321, mrp_cents: 5000 })
      .where('id', '=', b)
      .execute();

    const { status, body } = await ask(`?ids=${c},${a},${b},${a}`);
    expect(status).toBe(200);
    const { data } = productsByIdResponse.parse(body);
    expect(data.map((product) => product.id)).toEqual([c, a, b]);
    const row = await db.selectFrom('products').selectAll().where('id', '=', b).executeTakeFirstOrThrow();
    expect(data[2]).toMatchObject({
      product_name: 'Renamed Block-Print Throw',
      main_image: row.main_image,
      offer_price: 43.21,
      mrp: 50,
    });
  });

  it('leaves out unknown and inactive products without an error', async () => {
    const [a, b, c] = await threeActiveIds();
    const { db } = database();
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', b).execute();
    try {
      const { status, body } = await ask(`?ids=${a},999999,${b},${c}`);
      expect(status).toBe(200);
      expect(productsByIdResponse.parse(body).data.map((product) => product.id)).toEqual([a, c]);

      const none = await ask(`?ids=999998,${b}`);
      expect(none.status).toBe(200);
      expect(productsByIdResponse.parse(none.body).data).toEqual([]);
    } finally {
      await db.updateTable('products').set({ is_active: 1 }).where('id', '=', b).execute();
    }
  });

  it(`takes up to ${PRODUCTS_BY_ID_MAX} ids`, async () => {
    const ids = await activeIds(PRODUCTS_BY_ID_MAX);
    const { status, body } = await ask(`?ids=${ids.join(',')}`);
    expect(status).toBe(200);
    expect(productsByIdResponse.parse(body).data.map((product) => product.id)).toEqual(ids);
  });

  it.each([
    ['no ids', ''],
    ['an empty list', '?ids='],
    ['a word', '?ids=abc'],
    ['a gap in the list', '?ids=1,,2'],
    ['a zero', '?ids=0'],
    ['a negative id', '?ids=-3'],
    ['a fraction', '?ids=1.5'],
    [
      `more than ${PRODUCTS_BY_ID_MAX} ids`,
      `?ids=${Array.from({ length: PRODUCTS_BY_ID_MAX + 1 }, (_, i) => i + 1).join(',')}`,
    ],
  ])('refuses %s with 400 naming ids', async (_name, query) => {
    const { status, body } = await ask(query);
    expect(status).toBe(400);
    const error = apiErrorBody.parse(body);
    expect(error.field).toBe('ids');
  });
});
