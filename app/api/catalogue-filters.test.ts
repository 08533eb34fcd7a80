/**
 * Sort and filters of GET /api/get-all-products/ and GET /api/search (issue
 * 12, item 12), through their route handlers, on a real database seeded with
 * the demo catalogue (SQLite, and PostgreSQL with TEST_DATABASE=postgres).
 */
import { allProductsResponse, apiErrorBody, searchResponse, type ProductSummary } from '@/lib/contract';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { toInr } from '@/lib/money';
import { GET as getAllProducts } from './get-all-products/route';
import { GET as searchProducts } from './search/route';

const database = withTestDatabase();

const WOMEN = 1;

async function listing(query: string) {
  const { status, body } = await callRoute(
    getAllProducts,
    `/api/get-all-products/?category_pk=${WOMEN}&page_size=100&${query}`,
  );
  expect(status).toBe(200);
  return allProductsResponse.parse(body);
}

async function activeWomen() {
  return database()
    .db.selectFrom('products')
    .selectAll()
    .where('is_active', '=', 1)
    .where('category_id', '=', WOMEN)
    .execute();
}

const prices = (products: ProductSummary[]) => products.map((product) => product.offer_price);

describe('GET /api/get-all-products/ sorted', () => {
  it('sorts by price, low to high and high to low, over the whole listing', async () => {
    const rows = await activeWomen();
    const ascending = await listing('sort=price-asc');
    expect(ascending.count).toBe(rows.length);
    expect(prices(ascending.data)).toEqual([...prices(ascending.data)].sort((a, b) => a - b));
    expect(ascending.data[0]?.offer_price).toBe(Math.min(...rows.map((row) => Number(row.offer_price_cents))) / 100);

    const descending = await listing('sort=price-desc');
    expect(prices(descending.data)).toEqual([...prices(descending.data)].sort((a, b) => b - a));
    expect(descending.data[0]?.offer_price).toBe(Math.max(...rows.map((row) => Number(row.offer_price_cents))) / 100);
  });

  it('puts new arrivals first for newest, best sellers first for best selling', async () => {
    const newest = (await listing('sort=newest')).data;
    const firstOld = newest.findIndex((product) => !product.new_arrival);
    expect(newest.some((product) => product.new_arrival)).toBe(true);
    expect(newest.slice(firstOld).every((product) => !product.new_arrival)).toBe(true);

    const best = (await listing('sort=best-selling')).data;
    const firstOther = best.findIndex((product) => !product.top_selling);
    expect(firstOther).toBeGreaterThan(0);
    expect(best.slice(firstOther).every((product) => !product.top_selling)).toBe(true);
  });

  it('pages a sorted listing without repeating or losing a product', async () => {
    const all = (await listing('sort=price-asc')).data.map((product) => product.id);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 12); page += 1) {
      const { body } = await callRoute(
        getAllProducts,
        `/api/get-all-products/?category_pk=${WOMEN}&page_size=12&page=${page}&sort=price-asc`,
      );
      pages.push(...allProductsResponse.parse(body).data.map((product) => product.id));
    }
    expect(pages).toEqual(all);
  });
});

describe('GET /api/get-all-products/ filtered', () => {
  it('offers on page 1 only, when asked, the filter values the listing has products for', async () => {
    const first = await listing('page=1&facets=true');
    expect(first.facets).toBeDefined();
    const names = (await activeWomen()).map((row) => row.name.toLowerCase());
    for (const colour of first.facets?.colours ?? [])
      expect(names.some((name) => name.startsWith(`${colour} `))).toBe(true);
    expect(first.facets?.colours).toContain('indigo');
    expect(first.facets?.crafts).toContain('bagru');
    expect(first.facets?.sizes).toEqual(expect.arrayContaining(['S', 'M', 'L']));

    const { body } = await callRoute(
      getAllProducts,
      `/api/get-all-products/?category_pk=${WOMEN}&page=2&page_size=12&facets=true`,
    );
    expect(allProductsResponse.parse(body).facets).toBeUndefined();
    // Plain API calls (the spec's) do not pay for them.
    expect((await listing('page=1')).facets).toBeUndefined();
  });

  it('filters by colour (the first word of the name) and craft (a word of the name)', async () => {
    const indigo = await listing('colour=indigo');
    expect(indigo.count).toBeGreaterThan(0);
    expect(indigo.data.every((product) => product.product_name.toLowerCase().startsWith('indigo '))).toBe(true);
    const expected = (await activeWomen()).filter((row) => row.name.toLowerCase().startsWith('indigo '));
    expect(indigo.count).toBe(expected.length);

    const bagru = await listing('craft=bagru');
    expect(bagru.count).toBeGreaterThan(0);
    expect(bagru.data.every((product) => / bagru /i.test(` ${product.product_name} `))).toBe(true);
  });

  it('filters by price band in US dollars, and the bands add up to the listing', async () => {
    const all = await listing('');
    let total = 0;
    for (const [band, min, max] of [
      ['under-25', 0, 25],
      ['25-50', 25, 50],
      ['50-100', 50, 100],
      ['100-plus', 100, Infinity],
    ] as const) {
      const answer = await listing(`price=${band}`);
      expect(answer.data.every((product) => product.offer_price >= min && product.offer_price < max)).toBe(true);
      total += answer.count;
    }
    expect(total).toBe(all.count);
  });

  it('filters by rupee band on the rupee price every page shows (the INR price rule), and those bands add up too', async () => {
    const all = await listing('');
    let total = 0;
    for (const [band, min, max] of [
      ['inr-under-1000', 0, 1000],
      ['inr-1000-2500', 1000, 2500],
      ['inr-2500-5000', 2500, 5000],
      ['inr-5000-plus', 5000, Infinity],
    ] as const) {
      const answer = await listing(`price=${band}`);
      for (const product of answer.data) {
        expect(toInr(product.offer_price)).toBeGreaterThanOrEqual(min);
        expect(toInr(product.offer_price)).toBeLessThan(max);
      }
      total += answer.count;
    }
    expect(total).toBe(all.count);
  });

  it('filters by a size that is still in stock, counting what is held for unpaid orders as gone', async () => {
    const { db } = database();
    const xxl = await listing('size=XXL');
    expect(xxl.count).toBeGreaterThan(0);
    const target = xxl.data[0];
    if (!target) throw new Error('no XXL product');
    // Every XXL piece held for an order: the product leaves the XXL filter.
    await db
      .updateTable('product_stock')
      .set((eb) => ({ reserved: eb.ref('quantity') }))
      .where('product_id', '=', target.id)
      .where('size', '=', 'XXL')
      .execute();
    const after = await listing('size=XXL');
    expect(after.count).toBe(xxl.count - 1);
    expect(after.data.map((product) => product.id)).not.toContain(target.id);
  });

  it('combines filters with a sort', async () => {
    const answer = await listing('colour=indigo&price=25-50&sort=price-desc');
    expect(
      answer.data.every(
        (product) =>
          product.product_name.toLowerCase().startsWith('indigo ') &&
          product.offer_price >= 25 &&
          product.offer_price < 50,
      ),
    ).toBe(true);
    expect(prices(answer.data)).toEqual([...prices(answer.data)].sort((a, b) => b - a));
  });

  it('answers 400 naming the field for a value it does not know, never a 500', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['size=XXXL', 'size'],
      ['price=0-1000', 'price'],
      ['craft=plastic', 'craft'],
      ['colour=%27%20or%201%3D1', 'colour'],
    ] as const) {
      const { status, body } = await callRoute(getAllProducts, `/api/get-all-products/?category_pk=${WOMEN}&${query}`);
      expect(status).toBe(400);
      expect(JSON.stringify(apiErrorBody.parse(body))).toContain(field);
    }
  });
});

describe('GET /api/search with sort and filters', () => {
  it('filters and sorts the products the search found, and offers the values they have', async () => {
    const { status, body } = await callRoute(searchProducts, '/api/search?query=dress&facets=true');
    expect(status).toBe(200);
    const plain = searchResponse.parse(body);
    expect(
      searchResponse.parse((await callRoute(searchProducts, '/api/search?query=dress')).body).facets,
    ).toBeUndefined();
    expect(plain.data.length).toBeGreaterThan(1);
    expect(plain.facets?.colours.length).toBeGreaterThan(0);

    const colour = plain.facets?.colours[0] ?? 'indigo';
    const filtered = searchResponse.parse(
      (await callRoute(searchProducts, `/api/search?query=dress&colour=${colour}&sort=price-asc`)).body,
    );
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.every((product) => product.product_name.toLowerCase().startsWith(`${colour} `))).toBe(true);
    expect(filtered.data.every((product) => plain.data.some((found) => found.id === product.id))).toBe(true);
    expect(prices(filtered.data)).toEqual([...prices(filtered.data)].sort((a, b) => a - b));
  });

  it('answers 400 for a bad sort', async () => {
    const { status } = await callRoute(searchProducts, '/api/search?query=dress&sort=random');
    expect(status).toBe(400);
  });
});
