/**
 * The catalogue calls of spec section 7, through their route handlers, on a
 * real database seeded with the demo catalogue.
 */
import {
  allProductsResponse,
  apiErrorBody,
  categoryListResponse,
  productCategoryResponse,
  productDetailResponse,
  topSellingResponse,
} from '@/lib/contract';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getTopSelling } from './get-top-selling-product/route';
import { GET as getProductCategory } from './product-category/route';
import { GET as getCategoryList } from './get-all-category-list/route';
import { GET as getAllProducts } from './get-all-products/route';
import { GET as getProductDetail } from './get-product-detail/route';
import { firstItem } from '@/lib/list';

const database = withTestDatabase();

async function activeCount(filter: { category?: number; subcategory?: number } = {}): Promise<number> {
  let query = database().db.selectFrom('products').where('is_active', '=', 1);
  if (filter.category) query = query.where('category_id', '=', filter.category);
  if (filter.subcategory) query = query.where('sub_category_id', '=', filter.subcategory);
  const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('GET /api/get-top-selling-product/', () => {
  it('lists only active best sellers, under data.data', async () => {
    const { db } = database();
    // An inactive best seller must not be offered.
    const victim = await db
      .selectFrom('products')
      .select('id')
      .where('top_selling', '=', 0)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ top_selling: 1, is_active: 0 }).where('id', '=', victim.id).execute();

    const { status, body } = await callRoute(getTopSelling, '/api/get-top-selling-product/');
    expect(status).toBe(200);
    const products = topSellingResponse.parse(body).data.data;
    const expected = await db
      .selectFrom('products')
      .select('id')
      .where('top_selling', '=', 1)
      .where('is_active', '=', 1)
      .execute();
    expect(products.length).toBeGreaterThan(0);
    expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => Number(r.id)).sort((a, b) => a - b),
    );
    expect(products.every((p) => p.top_selling && p.is_active)).toBe(true);
    expect(products.map((p) => p.id)).not.toContain(Number(victim.id));
    await db.updateTable('products').set({ top_selling: 0, is_active: 1 }).where('id', '=', victim.id).execute();
  });

  it('gives each product its fields with prices in USD as numbers', async () => {
    const { body } = await callRoute(getTopSelling, '/api/get-top-selling-product/');
    const first = firstItem(topSellingResponse.parse(body).data.data);
    const row = await database()
      .db.selectFrom('products')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({
      product_name: row.name,
      main_image: row.main_image,
      offer_price: Number(row.offer_price_cents) / 100,
      mrp: Number(row.mrp_cents) / 100,
      rating: Number(row.rating),
    });
  });
});

describe('GET /api/product-category/', () => {
  it('gives the six category tiles with name, media and navigate_link', async () => {
    const { status, body } = await callRoute(getProductCategory, '/api/product-category/');
    expect(status).toBe(200);
    const tiles = productCategoryResponse.parse(body).data;
    expect(tiles.map((t) => [t.id, t.name.toLowerCase()])).toEqual([
      [1, 'women'],
      [2, 'home & living'],
      [3, 'men'],
      [4, 'kids'],
      [5, 'fabric'],
      [6, 'accessories'],
    ]);
    expect(tiles.find((t) => t.id === 2)?.navigate_link).toBe('/home%20&%20living');
    expect(tiles.every((t) => t.media.startsWith('/media/'))).toBe(true);
  });
});

describe('GET /api/get-all-category-list/', () => {
  it('lists categories with the spec ids of their subcategories', async () => {
    const { status, body } = await callRoute(getCategoryList, '/api/get-all-category-list/');
    expect(status).toBe(200);
    const { categories } = categoryListResponse.parse(body);
    expect(categories).toHaveLength(6);
    const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c]));
    const women = byName.get('women')!;
    expect(women.id).toBe(1);
    expect(women.subcategories).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Dresses' },
        { id: 26, name: 'Kurtis' },
      ]),
    );
    const home = byName.get('home & living')!;
    expect(home.subcategories.map((s) => s.id)).toEqual(
      expect.arrayContaining([9, 10, 11, 12, 13, 15, 16, 17, 22, 24]),
    );
    expect(byName.get('accessories')!.subcategories.map((s) => s.id)).toEqual(expect.arrayContaining([14, 18, 21, 25]));
    // Fabric has no subcategories, so the navigation leaves it out.
    expect(byName.get('fabric')!.subcategories).toEqual([]);
    // A subcategory may belong to several categories: pants for women and men.
    expect(byName.get('men')!.subcategories.map((s) => s.id)).toContain(3);
    expect(women.subcategories.map((s) => s.id)).toContain(3);
  });
});

describe('GET /api/get-all-products/', () => {
  it('filters by category, active products only, with the total count', async () => {
    const { db } = database();
    const hidden = await db
      .selectFrom('products')
      .select('id')
      .where('category_id', '=', 1)
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', hidden.id).execute();

    const { status, body } = await callRoute(getAllProducts, '/api/get-all-products/?category_pk=1&page_size=100');
    expect(status).toBe(200);
    const parsed = allProductsResponse.parse(body);
    expect(parsed.count).toBe(await activeCount({ category: 1 }));
    expect(parsed.data).toHaveLength(Math.min(100, parsed.count));
    expect(parsed.data.every((p) => p.category_pk === 1 && p.is_active)).toBe(true);
    expect(parsed.data.map((p) => p.id)).not.toContain(Number(hidden.id));
    await db.updateTable('products').set({ is_active: 1 }).where('id', '=', hidden.id).execute();
  });

  it('filters by category and subcategory', async () => {
    const { body } = await callRoute(getAllProducts, '/api/get-all-products/?category_pk=2&sub_category_pk=16');
    const parsed = allProductsResponse.parse(body);
    expect(parsed.count).toBe(await activeCount({ category: 2, subcategory: 16 }));
    expect(parsed.count).toBeGreaterThan(0);
    expect(parsed.data.every((p) => p.category_pk === 2 && p.sub_category_pk === 16)).toBe(true);
  });

  it('pages through a category without repeating or skipping a product', async () => {
    const seen: number[] = [];
    let page: number | null = 1;
    while (page !== null) {
      const { body } = await callRoute(getAllProducts, `/api/get-all-products/?category_pk=1&page=${page}&page_size=7`);
      const parsed = allProductsResponse.parse(body);
      seen.push(...parsed.data.map((p) => p.id));
      page = parsed.next_page;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(await activeCount({ category: 1 }));
  });

  it('lists every active product without filters', async () => {
    const { body } = await callRoute(getAllProducts, '/api/get-all-products/');
    const parsed = allProductsResponse.parse(body);
    expect(parsed.count).toBe(await activeCount());
    expect(parsed.page).toBe(1);
  });

  it.each([
    ['/api/get-all-products/?category_pk=99', 'category_pk'],
    ['/api/get-all-products/?category_pk=1&sub_category_pk=999', 'sub_category_pk'],
    // Lehengas (2) are not offered for men (3).
    ['/api/get-all-products/?category_pk=3&sub_category_pk=2', 'sub_category_pk'],
  ])('answers 404 JSON for %s', async (url, field) => {
    const { status, body } = await callRoute(getAllProducts, url);
    expect(status).toBe(404);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'not_found', field });
  });

  it.each([
    ['category_pk=abc', 'category_pk'],
    ['category_pk=1.5', 'category_pk'],
    ['category_pk=-1', 'category_pk'],
    ['category_pk=0', 'category_pk'],
    ['category_pk=', 'category_pk'],
    ['sub_category_pk=1e3', 'sub_category_pk'],
    ['category_pk=99999999999999999999', 'category_pk'],
    ['page=0', 'page'],
    ['page_size=1000', 'page_size'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await callRoute(getAllProducts, `/api/get-all-products/?${query}`);
    expect(status).toBe(400);
    const error = apiErrorBody.parse(body);
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
  });
});

describe('GET /api/get-product-detail/', () => {
  it('gives the product, its sizes and stock, and related products without its product_code', async () => {
    const { db } = database();
    // Two products sharing a product_code are variants: neither is "related" to the other.
    const shared = await db
      .selectFrom('products')
      .select('product_code')
      .where('is_active', '=', 1)
      .groupBy('product_code')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .executeTakeFirst();
    const base = shared
      ? await db
          .selectFrom('products')
          .selectAll()
          .where('product_code', '=', shared.product_code)
          .where('is_active', '=', 1)
          .executeTakeFirstOrThrow()
      : await db.selectFrom('products').selectAll().where('is_active', '=', 1).executeTakeFirstOrThrow();
    if (!shared) {
      // Make a same-subcategory sibling share the code.
      await db
        .updateTable('products')
        .set({ product_code: base.product_code })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('products')
            .select((e) => e.fn.min('id').as('id'))
            .where('sub_category_id', '=', base.sub_category_id)
            .where('id', '<>', base.id),
        )
        .execute();
    }

    const { status, body } = await callRoute(getProductDetail, `/api/get-product-detail/?product_pk=${base.id}&size=S`);
    expect(status).toBe(200);
    const { data, related_product } = productDetailResponse.parse(body);
    expect(data).toMatchObject({
      id: Number(base.id),
      product_code: Number(base.product_code),
      name: base.name,
      description: base.description,
    });
    expect(data.size).toBe('S');
    const stockRow = await db
      .selectFrom('product_stock')
      .selectAll()
      .where('product_id', '=', base.id)
      .where('size', '=', 'S')
      .executeTakeFirstOrThrow();
    expect(data.stock).toBe(Number(stockRow.quantity) - Number(stockRow.reserved));
    expect(data.sizes.map((s) => s.size)).toContain('S');
    expect(related_product.length).toBeGreaterThan(0);
    expect(related_product.every((p) => p.product_code !== Number(base.product_code))).toBe(true);
    expect(related_product.every((p) => p.is_active && p.id !== Number(base.id))).toBe(true);
  });

  it('answers for another size with that size stock', async () => {
    const { db } = database();
    const row = await db
      .selectFrom('product_stock')
      .innerJoin('products', 'products.id', 'product_stock.product_id')
      .select(['product_stock.product_id', 'product_stock.quantity'])
      .where('product_stock.size', '=', 'M')
      .where('products.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const { body } = await callRoute(getProductDetail, `/api/get-product-detail/?product_pk=${row.product_id}&size=M`);
    const { data } = productDetailResponse.parse(body);
    expect(data.size).toBe('M');
    expect(data.stock).toBe(Number(row.quantity));
  });

  it('treats an inactive product as not found', async () => {
    const { db } = database();
    const row = await db.selectFrom('products').select('id').where('is_active', '=', 0).executeTakeFirstOrThrow();
    const { status, body } = await callRoute(getProductDetail, `/api/get-product-detail/?product_pk=${row.id}`);
    expect(status).toBe(404);
    expect(apiErrorBody.parse(body).code).toBe('not_found');
  });

  it.each([
    ['product_pk=999999', 404, undefined],
    ['product_pk=abc', 400, 'product_pk'],
    ['', 400, 'product_pk'],
    ['product_pk=1&size=' + encodeURIComponent('<script>'), 400, 'size'],
    ['product_pk=1&size=XXXXL', 400, 'size'],
  ])('answers %s with %i', async (query, status, field) => {
    const response = await callRoute(getProductDetail, `/api/get-product-detail/?${query}`);
    expect(response.status).toBe(status);
    const error = apiErrorBody.parse(response.body);
    if (field) expect(error.field).toBe(field);
  });
});
