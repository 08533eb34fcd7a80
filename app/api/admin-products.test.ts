/**
 * Products from the back office (issue 29, item 1) through the route handlers, on a real database: every
 * member creates, edits, duplicates, activates and withdraws; 400 naming the field and writing nothing; two
 * staff saving one product (the second refused with what differs, never a silent overwrite, also when both
 * saves race); sizes added with their stock and dropped only when empty; the list's filters and keyset
 * pages; an audit row with before and after for every change; and the storefront's calls follow at once.
 */
import { apiErrorBody } from '@/lib/contract';
import { adminProductResponse, listAdminProductsResponse, productChangeResponse } from '@/lib/contract/admin';
import {
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_DUPLICATED_MESSAGE,
  PRODUCT_SAVED_MESSAGE,
} from '@/lib/contract/admin-products';
import {
  PRODUCT_ACTIVATED_MESSAGE,
  PRODUCT_ALREADY_WITHDRAWN_MESSAGE,
  PRODUCT_NEEDS_PICTURE_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PRODUCT_WITHDRAWN_MESSAGE,
  STARTING_STOCK_NOTE,
} from '@/lib/server/services/catalogue/admin-products';
import { getAllProducts, getProductDetail, searchProducts } from '@/lib/server/services/catalogue/catalogue';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as listProducts, POST as createProduct, DELETE as deleteProducts } from './admin/products/route';
import { GET as getProduct, POST as updateProduct } from './admin/products/[product_id]/route';
import { POST as duplicateProduct } from './admin/products/[product_id]/duplicate/route';
import { POST as activateProduct } from './admin/products/[product_id]/activate/route';
import { POST as withdrawProduct } from './admin/products/[product_id]/withdraw/route';

jest.setTimeout(60_000);
const database = withTestDatabase();

let owner: TestStaff;
let staff: TestStaff;
let category: { id: number; name: string };
let subcategory: { id: number; name: string };
let otherSubcategory: { id: number; name: string };
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  staff = await createTestStaff(database().db, 'staff');
  const links = await database()
    .db.selectFrom('category_subcategories')
    .innerJoin('categories', 'categories.id', 'category_subcategories.category_id')
    .innerJoin('subcategories', 'subcategories.id', 'category_subcategories.subcategory_id')
    .select([
      'categories.id as category_id',
      'categories.name as category_name',
      'subcategories.id',
      'subcategories.name',
    ])
    .orderBy('categories.sort_order')
    .orderBy('category_subcategories.sort_order')
    .execute();
  const first = links[0];
  if (!first) throw new Error('the demo catalogue has no subcategory');
  category = { id: first.category_id, name: first.category_name };
  subcategory = { id: first.id, name: first.name };
  const foreign = links.find((link) => link.category_id !== first.category_id);
  if (!foreign) throw new Error('the demo catalogue has one category only');
  otherSubcategory = { id: foreign.id, name: foreign.name };
});

function kurta(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Indigo Dabu Kurta',
    category_id: category.id,
    sub_category_id: subcategory.id,
    description: 'Hand-block printed with mud resist in Akola, dyed in natural indigo.',
    remarks: 'Hand wash cold.',
    offer_price: '48.50',
    mrp: 60,
    active: true,
    best_seller: false,
    new_arrival: true,
    sizes: [
      { size: 'S', quantity: 4 },
      { size: 'M', quantity: '6' },
    ],
    pictures: [
      { url: '/media/products/1001-1.webp', alt: 'The kurta worn, front' },
      { url: '/media/products/1001-2.webp', alt: 'Detail of the dabu print' },
    ],
    ...overrides,
  };
}

async function create(body: Record<string, unknown>, member = staff) {
  return callRoute(createProduct, '/api/admin/products/', postJson(body, member.headers));
}

async function created(body: Record<string, unknown> = kurta()) {
  const answer = await create(body);
  expect(answer.status).toBe(201);
  return productChangeResponse.parse(answer.body).product;
}

async function save(id: number, body: Record<string, unknown>, member = staff) {
  return callRoute(updateProduct, `/api/admin/products/${id}/`, postJson(body, member.headers));
}

async function countProducts(): Promise<number> {
  const row = await database()
    .db.selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function auditOf(id: number) {
  return database()
    .db.selectFrom('audit_log')
    .select(['action', 'staff_id', 'before_json', 'after_json'])
    .where('entity_type', '=', 'product')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

describe('products in the back office', () => {
  it('a member creates a product with sizes, stock and pictures; audited; the storefront shows it at once', async () => {
    const answer = await create(kurta());
    expect(answer.status).toBe(201);
    const { message, product } = productChangeResponse.parse(answer.body);
    expect(message).toBe(PRODUCT_CREATED_MESSAGE);
    expect(product).toMatchObject({
      name: 'Indigo Dabu Kurta',
      category,
      subcategory,
      offer_price: 48.5,
      mrp: 60,
      active: true,
      new_arrival: true,
      best_seller: false,
      main_image: '/media/products/1001-1.webp',
      main_image_alt: 'The kurta worn, front',
      available: 10,
      version: 1,
      updated_by: staff.name,
      storefront_path: `/product/${product.id}`,
      allowed_actions: ['edit', 'duplicate', 'withdraw'],
      sizes: [
        { size: 'S', quantity: 4, reserved: 0, available: 4 },
        { size: 'M', quantity: 6, reserved: 0, available: 6 },
      ],
    });
    expect(product.product_code).toBeGreaterThan(0);
    const history = await database()
      .db.selectFrom('stock_adjustments')
      .select(['size', 'change', 'quantity_after', 'reason', 'note', 'staff_id'])
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { size: 'S', change: 4, quantity_after: 4, reason: 'received', note: STARTING_STOCK_NOTE, staff_id: staff.id },
      { size: 'M', change: 6, quantity_after: 6, reason: 'received', note: STARTING_STOCK_NOTE, staff_id: staff.id },
    ]);
    const [entry] = await auditOf(product.id);
    expect(entry?.action).toBe('product.create');
    expect(entry?.staff_id).toBe(staff.id);
    expect(JSON.parse(entry?.after_json ?? '{}')).toMatchObject({ name: 'Indigo Dabu Kurta', offer_price: 48.5 });

    const detail = await getProductDetail({ product_pk: product.id, size: 'M' });
    expect(detail.data).toMatchObject({ name: 'Indigo Dabu Kurta', offer_price: 48.5, stock: 6 });
    expect(detail.data.picture_alts).toEqual(['The kurta worn, front', 'Detail of the dabu print', '', '', '']);
    const listing = await getAllProducts({ category_pk: category.id, sub_category_pk: subcategory.id, page_size: 48 });
    expect(listing.data.map((row) => row.id)).toContain(product.id);
    const found = await searchProducts({ query: 'dabu kurta' });
    expect(found.data.map((row) => row.id)).toContain(product.id);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await countProducts();
    const cases: [Record<string, unknown>, string, string][] = [
      [kurta({ name: ' ' }), 'name', 'must be at least 2 characters'],
      [kurta({ offer_price: 0 }), 'offer_price', 'must be more than 0'],
      [
        kurta({ offer_price: '12.345' }),
        'offer_price',
        'must be an amount with at most 2 decimals (such as 250 or 12.50)',
      ],
      [kurta({ mrp: 40 }), 'mrp', 'must not be below the offer price'],
      [kurta({ offer_price: 250_000, mrp: 250_000 }), 'offer_price', 'must be at most 100000 (USD)'],
      [kurta({ sizes: [] }), 'sizes', 'must have at least one size'],
      [kurta({ sizes: [{ size: 'M' }, { size: 'm' }] }), 'sizes.1.size', 'm is listed twice'],
      [kurta({ sizes: [{ size: 'M', quantity: -1 }] }), 'sizes.0.quantity', 'must be 0 or more'],
      [kurta({ pictures: [] }), 'pictures', PRODUCT_NEEDS_PICTURE_MESSAGE],
      [
        kurta({ pictures: [{ url: 'https://evil.example/x.jpg', alt: 'x' }] }),
        'pictures.0.url',
        'must be a picture uploaded to the shop (a path starting with /media/)',
      ],
      [
        kurta({ pictures: [{ url: '/media/../../etc/passwd', alt: 'x' }] }),
        'pictures.0.url',
        'must be a picture uploaded to the shop (a path starting with /media/)',
      ],
      [
        kurta({ pictures: [{ url: '/media/products/1-1.webp', alt: '' }] }),
        'pictures.0.alt',
        'is required: describe what the picture shows',
      ],
      [kurta({ category_id: 999_999 }), 'category_id', 'is not a category of the shop'],
      [kurta({ sub_category_id: otherSubcategory.id }), 'sub_category_id', `is not a subcategory of ${category.name}`],
      [kurta({ active: 'yes' }), 'active', 'must be true or false'],
      [kurta({ sizes: [{ size: 'M', quantity: '2.5' }] }), 'sizes.0.quantity', 'must be a whole number of 0 or more'],
      [kurta({ product_code: 'A12' }), 'product_code', 'must be a whole number from 1 to 999999999'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await create(body);
      expect([field, answer.status]).toEqual([field, 400]);
      const error = apiErrorBody.parse(answer.body);
      const named = error.errors?.find((entry) => entry.field === field) ?? (error.field === field ? error : undefined);
      expect([field, named?.message]).toEqual([field, message]);
    }
    expect(await countProducts()).toBe(before);
  });

  it('a member edits every field; audited with before and after; the storefront reads the new price at once', async () => {
    const product = await created();
    const answer = await save(
      product.id,
      kurta({
        version: product.version,
        name: 'Indigo Dabu Kurta, long',
        offer_price: 52,
        best_seller: true,
        sizes: [{ size: 'M' }, { size: 'S' }, { size: 'L', quantity: 3 }],
        pictures: [{ url: '/media/products/1001-2.webp', alt: 'Detail of the dabu print' }],
      }),
      owner,
    );
    expect(answer.status).toBe(200);
    const saved = productChangeResponse.parse(answer.body);
    expect(saved.message).toBe(PRODUCT_SAVED_MESSAGE);
    expect(saved.changed).toBe(true);
    expect(saved.product).toMatchObject({
      name: 'Indigo Dabu Kurta, long',
      offer_price: 52,
      best_seller: true,
      version: 2,
      updated_by: owner.name,
      pictures: [{ url: '/media/products/1001-2.webp', alt: 'Detail of the dabu print' }],
      // Existing sizes keep their stock (it moves only through adjustments); the new one starts with its own.
      sizes: [
        { size: 'M', quantity: 6 },
        { size: 'S', quantity: 4 },
        { size: 'L', quantity: 3 },
      ],
    });
    const [, update] = await auditOf(product.id);
    expect(update?.action).toBe('product.update');
    expect(JSON.parse(update?.before_json ?? '{}')).toMatchObject({ name: 'Indigo Dabu Kurta', offer_price: 48.5 });
    expect(JSON.parse(update?.after_json ?? '{}')).toMatchObject({ name: 'Indigo Dabu Kurta, long', offer_price: 52 });
    const detail = await getProductDetail({ product_pk: product.id, size: 'L' });
    expect(detail.data).toMatchObject({ offer_price: 52, stock: 3 });
    expect(detail.data.sizes.map((entry) => entry.size)).toEqual(['M', 'S', 'L']);
  });

  it('two staff save one product: the second save, made from the older version, is refused with what differs', async () => {
    const product = await created();
    const first = await save(product.id, kurta({ version: product.version, offer_price: 45 }), owner);
    expect(first.status).toBe(200);
    const second = await save(product.id, kurta({ version: product.version, description: 'Mine.' }), staff);
    expect(second.status).toBe(409);
    const error = apiErrorBody.parse(second.body);
    expect(error.field).toBe('version');
    expect(error.message).toBe(
      `${owner.name} saved this product since you opened it; their version differs from yours in: description, offer price. Reload to see their changes, then make yours again.`,
    );
    expect(error.errors?.map((entry) => entry.field)).toEqual(['description', 'offer_price']);
    const fetched = adminProductResponse.parse(
      (await callRoute(getProduct, `/api/admin/products/${product.id}/`, { headers: staff.headers })).body,
    );
    expect(fetched.product).toMatchObject({ offer_price: 45, description: kurta().description, version: 2 });
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual(['product.create', 'product.update']);
  });

  it('two saves from one version at the same moment: exactly one is written', async () => {
    const product = await created();
    const answers = await Promise.all([
      save(product.id, kurta({ version: product.version, name: 'First save' }), owner),
      save(product.id, kurta({ version: product.version, name: 'Second save' }), staff),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    const fetched = adminProductResponse.parse(
      (await callRoute(getProduct, `/api/admin/products/${product.id}/`, { headers: staff.headers })).body,
    );
    expect(fetched.product.name).toBe(productChangeResponse.parse(winner?.body).product.name);
    expect(fetched.product.version).toBe(2);
    expect((await auditOf(product.id)).map((row) => row.action)).toEqual(['product.create', 'product.update']);
  });

  it('a size is dropped only while it holds no piece; refused otherwise, writing nothing', async () => {
    const product = await created(kurta({ sizes: [{ size: 'S', quantity: 2 }, { size: 'XL' }] }));
    const refused = await save(
      product.id,
      kurta({ version: product.version, name: 'Renamed', sizes: [{ size: 'XL' }] }),
    );
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      field: 'sizes',
      message: 'cannot drop size S: it still holds 2 piece(s). Adjust its stock to 0 first.',
    });
    const unchanged = adminProductResponse.parse(
      (await callRoute(getProduct, `/api/admin/products/${product.id}/`, { headers: staff.headers })).body,
    ).product;
    expect([unchanged.name, unchanged.version, unchanged.sizes.length]).toEqual(['Indigo Dabu Kurta', 1, 2]);
    const dropped = await save(product.id, kurta({ version: product.version, sizes: [{ size: 'S' }] }));
    expect(dropped.status).toBe(200);
    expect(productChangeResponse.parse(dropped.body).product.sizes.map((entry) => entry.size)).toEqual(['S']);
  });

  it('duplicates a product as a withdrawn variant with no stock; it is shown only once it may be', async () => {
    const product = await created();
    const answer = await callRoute(
      duplicateProduct,
      `/api/admin/products/${product.id}/duplicate/`,
      postJson({}, staff.headers),
    );
    expect(answer.status).toBe(201);
    const copy = productChangeResponse.parse(answer.body);
    expect(copy.message).toBe(PRODUCT_DUPLICATED_MESSAGE);
    expect(copy.product).toMatchObject({
      name: 'Copy of Indigo Dabu Kurta',
      product_code: product.product_code,
      active: false,
      available: 0,
      pictures: product.pictures,
      allowed_actions: ['edit', 'duplicate', 'activate'],
    });
    await expect(getProductDetail({ product_pk: copy.product.id })).rejects.toMatchObject({ status: 404 });

    const shown = await callRoute(
      activateProduct,
      `/api/admin/products/${copy.product.id}/activate/`,
      postJson({}, staff.headers),
    );
    expect(productChangeResponse.parse(shown.body)).toMatchObject({
      message: PRODUCT_ACTIVATED_MESSAGE,
      changed: true,
      product: { active: true, version: 2 },
    });
    await expect(getProductDetail({ product_pk: copy.product.id })).resolves.toBeDefined();
    expect((await auditOf(copy.product.id)).map((row) => [row.action, row.staff_id])).toEqual([
      ['product.duplicate', staff.id],
      ['product.activate', staff.id],
    ]);
  });

  it('withdraws a product (out of pages, listings and search at once); activation needs a picture', async () => {
    const product = await created();
    const withdrawn = await callRoute(
      withdrawProduct,
      `/api/admin/products/${product.id}/withdraw/`,
      postJson({}, staff.headers),
    );
    expect(productChangeResponse.parse(withdrawn.body)).toMatchObject({
      message: PRODUCT_WITHDRAWN_MESSAGE,
      changed: true,
    });
    await expect(getProductDetail({ product_pk: product.id })).rejects.toMatchObject({ status: 404 });
    const found = await searchProducts({ query: 'dabu kurta' });
    expect(found.data.map((row) => row.id)).not.toContain(product.id);
    const again = productChangeResponse.parse(
      (await callRoute(withdrawProduct, `/api/admin/products/${product.id}/withdraw/`, postJson({}, staff.headers)))
        .body,
    );
    expect([again.message, again.changed]).toEqual([PRODUCT_ALREADY_WITHDRAWN_MESSAGE, false]);

    const bare = await created(kurta({ active: false, pictures: [] }));
    const refused = await callRoute(
      activateProduct,
      `/api/admin/products/${bare.id}/activate/`,
      postJson({}, staff.headers),
    );
    expect(refused.status).toBe(400);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      field: 'pictures',
      message: PRODUCT_NEEDS_PICTURE_MESSAGE,
    });
  });

  it('lists products newest first in keyset pages, filtered by code, words, category, state and low stock', async () => {
    const mine = [
      await created(
        kurta({ name: 'Ajrakh Stole Zeta', product_code: 987_001, sizes: [{ size: 'Free Size', quantity: 1 }] }),
      ),
      await created(
        kurta({ name: 'Ajrakh Stole Theta', active: false, sizes: [{ size: 'Free Size', quantity: 200 }] }),
      ),
    ];
    const list = async (query: string) =>
      listAdminProductsResponse.parse(
        (await callRoute(listProducts, `/api/admin/products/${query}`, { headers: staff.headers })).body,
      );
    expect((await list('?q=987001')).data.map((row) => row.id)).toEqual([mine[0]?.id]);
    expect((await list('?q=ajrakh%20STOLE')).data.map((row) => row.name)).toEqual([
      'Ajrakh Stole Theta',
      'Ajrakh Stole Zeta',
    ]);
    expect((await list('?q=ajrakh%20stole&active=false')).data.map((row) => row.name)).toEqual(['Ajrakh Stole Theta']);
    const low = await list('?q=ajrakh%20stole&low_stock=true');
    expect(low.data.map((row) => [row.name, row.low_stock])).toEqual([['Ajrakh Stole Zeta', true]]);
    expect((await list('?q=100%25_off')).data).toEqual([]);

    const first = await list(`?category_id=${category.id}`);
    expect(first.data.length).toBe(50);
    expect(first.data.every((row) => row.category.id === category.id)).toBe(true);
    const ids = first.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.next_cursor).not.toBeNull();
    const second = await list(`?category_id=${category.id}&cursor=${first.next_cursor}`);
    expect(Math.max(...second.data.map((row) => row.id))).toBeLessThan(Math.min(...ids));

    const bad = await callRoute(listProducts, '/api/admin/products/?active=maybe&cursor=abc', {
      headers: staff.headers,
    });
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body).field).toBe('active');
  });

  it('answers 404 for an unknown product, 401 signed out, and 405 naming GET and POST for another method', async () => {
    const missing = await callRoute(getProduct, '/api/admin/products/999999/', { headers: staff.headers });
    expect(missing.status).toBe(404);
    expect(apiErrorBody.parse(missing.body)).toMatchObject({ field: 'product_id', message: PRODUCT_NOT_FOUND_MESSAGE });
    const stale = await save(999_999, kurta({ version: 1 }));
    expect(stale.status).toBe(404);
    expect((await callRoute(listProducts, '/api/admin/products/')).status).toBe(401);
    expect((await create(kurta(), { ...staff, headers: {} })).status).toBe(401);
    const wrong = await callRoute(deleteProducts, '/api/admin/products/', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });
});
