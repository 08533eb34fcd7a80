/**
 * Categories from the back office (issue 29, item 5) through the route handlers, on a real database: owners
 * rename, add subcategories and reorder (staff 403), every member sets pictures; 400 naming the field, 409 for a
 * name taken in any case, 400 for an order that is not exactly the current set, 401 signed out; an audit row with
 * before and after for every change; the spec's category calls answer the new names and order with the same ids,
 * and an old category URL answers a permanent redirect to the new one.
 */
import { apiErrorBody } from '@/lib/contract';
import {
  adminCategoryResponse,
  categoryChangeResponse,
  listAdminCategoriesResponse,
  reorderCategoriesResponse,
} from '@/lib/contract/admin';
import { categoryListResponse, categoryRedirectResponse, productCategoryResponse } from '@/lib/contract/catalogue';
import { cachedReadsExpiredAt } from '@/lib/server/cached-reads';
import { CATEGORIES_TAG } from '@/lib/server/cache/catalogue-tags';
import { applySecondExpiriesNowForTests } from '@/lib/server/cache/shared-invalidation.mjs';
import { OWNER_ONLY_MESSAGE } from '@/lib/server/services/staff/roles';
import {
  CATEGORIES_ORDERED_MESSAGE,
  CATEGORY_SAVED_MESSAGE,
  ORDER_SET_MESSAGE,
  RESERVED_NAME_MESSAGE,
  SUBCATEGORY_ADDED_MESSAGE,
  SUBCATEGORY_RENAMED_MESSAGE,
  categoryNameTakenMessage,
  subcategoryNameTakenMessage,
  subcategoryNameUsedElsewhereMessage,
} from '@/lib/server/services/catalogue/admin-categories';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { redirectFromFormerName } from '../[category]/category-data';
import { GET as listCategories, POST as postCategories } from './admin/categories/route';
import { POST as reorderCategories } from './admin/categories/order/route';
import { GET as getCategory, POST as updateCategory } from './admin/categories/[category_id]/route';
import { POST as addSubcategory } from './admin/categories/[category_id]/subcategories/route';
import { POST as reorderSubcategories } from './admin/categories/[category_id]/subcategories/order/route';
import { POST as updateSubcategory } from './admin/categories/[category_id]/subcategories/[subcategory_id]/route';
import { GET as getCategoryList } from './get-all-category-list/route';
import { GET as getProductCategories } from './product-category/route';
import { GET as getAllProducts } from './get-all-products/route';
import { GET as getCategoryRedirect } from './category-redirect/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
// Each change also expires the catalogue again a moment later (requests in flight); not after this file is gone.
afterAll(() => applySecondExpiriesNowForTests());

let owner: TestStaff;
let staff: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  staff = await createTestStaff(database().db, 'staff');
});

// The demo catalogue's ids (spec section 2).
const WOMEN = 1;
const HOME_AND_LIVING = 2;
const MEN = 3;
const FABRIC = 5;
const CUSHION_COVER = 16;
const DRESSES = 1;

async function auditOf(entityType: string, entityId: number | string) {
  return database()
    .db.selectFrom('audit_log')
    .select(['action', 'staff_id', 'before_json', 'after_json'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

async function navigation() {
  return categoryListResponse.parse((await callRoute(getCategoryList, '/api/get-all-category-list/')).body).categories;
}

async function categoryRows() {
  return database().db.selectFrom('categories').selectAll().orderBy('id').execute();
}

async function subcategoryRows() {
  return database().db.selectFrom('subcategories').selectAll().orderBy('id').execute();
}

/** Where the page of an old URL sends a shopper: the digest of Next's redirect (status 308), or null. */
async function redirectOf(category: string, subCategory?: string): Promise<string | null> {
  try {
    await redirectFromFormerName(category, subCategory);
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    const [kind, , location, status] = digest.split(';');
    if (kind !== 'NEXT_REDIRECT') throw error;
    return `${status} ${location}`;
  }
}

/** Runs `change` and answers whether it expired the category reads (navigation, category pages, sitemap, home tiles). */
async function expiresCatalogue(change: () => Promise<unknown>): Promise<boolean> {
  const before = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 2));
  await change();
  return cachedReadsExpiredAt(CATEGORIES_TAG) > before;
}

function update(id: number, body: Record<string, unknown>, member = owner) {
  return callRoute(updateCategory, `/api/admin/categories/${id}/`, postJson(body, member.headers));
}

function renameSubcategory(categoryId: number, subcategoryId: number, name: string, member = owner) {
  return callRoute(
    updateSubcategory,
    `/api/admin/categories/${categoryId}/subcategories/${subcategoryId}/`,
    postJson({ name }, member.headers),
  );
}

describe('categories in the back office', () => {
  it('lists every category in menu order with its subcategories, counts and what the member may do', async () => {
    const asOwner = listAdminCategoriesResponse.parse(
      (await callRoute(listCategories, '/api/admin/categories/', { headers: owner.headers })).body,
    );
    expect(asOwner.can_reorder).toBe(true);
    expect(asOwner.data.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const women = asOwner.data[0];
    expect(women).toMatchObject({
      name: 'Women',
      path: '/women',
      banner_image: '/media/banners/women.webp',
      tile_image: '/media/categories/women.webp',
      allowed_actions: ['rename', 'set_pictures', 'add_subcategory', 'reorder'],
    });
    expect(women?.product_count).toBeGreaterThan(0);
    expect(women?.subcategories.map((sub) => sub.id)).toEqual([1, 26, 2, 23, 3, 5, 4, 6, 7, 8, 20]);
    expect(women?.subcategories[0]).toMatchObject({
      name: 'Dresses',
      path: '/women/dresses',
      also_in: [{ id: 4, name: 'Kids' }],
    });
    const total = asOwner.data.reduce((sum, category) => sum + category.product_count, 0);
    const products = await database()
      .db.selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(products.n));

    const asStaff = listAdminCategoriesResponse.parse(
      (await callRoute(listCategories, '/api/admin/categories/', { headers: staff.headers })).body,
    );
    expect(asStaff.can_reorder).toBe(false);
    expect(asStaff.data[0]?.allowed_actions).toEqual(['set_pictures']);
  });

  it('an owner renames a category: the spec calls answer the new name with the same id, the old URLs redirect (308)', async () => {
    let answer = { status: 0, body: undefined as unknown };
    expect(await expiresCatalogue(async () => (answer = await update(WOMEN, { name: '  Womens   Wear ' })))).toBe(true);
    expect(answer.status).toBe(200);
    const { message, category } = categoryChangeResponse.parse(answer.body);
    expect(message).toBe(CATEGORY_SAVED_MESSAGE);
    expect(category).toMatchObject({ id: WOMEN, name: 'Womens Wear', path: '/womens%20wear', former_names: ['Women'] });

    expect((await navigation()).find((entry) => entry.id === WOMEN)?.name).toBe('Womens Wear');
    const tiles = productCategoryResponse.parse((await callRoute(getProductCategories, '/api/product-category/')).body);
    expect(tiles.data.find((tile) => tile.id === WOMEN)?.navigate_link).toBe('/womens%20wear');
    const listing = await callRoute(getAllProducts, `/api/get-all-products/?category_pk=${WOMEN}`);
    expect(listing.status).toBe(200);

    expect(await redirectOf('women')).toBe('308 /womens%20wear');
    expect(await redirectOf('Women', 'Kurtis')).toBe('308 /womens%20wear/kurtis');
    expect(await redirectOf('womens%20wear')).toBeNull();
    expect(await redirectOf('no-such-category')).toBeNull();
    const viaApi = await callRoute(getCategoryRedirect, '/api/category-redirect/?category=women&sub_category=dresses');
    expect(categoryRedirectResponse.parse(viaApi.body).path).toBe('/womens%20wear/dresses');
    expect((await callRoute(getCategoryRedirect, '/api/category-redirect/?category=men')).status).toBe(404);

    const audit = await auditOf('category', WOMEN);
    expect(audit).toEqual([expect.objectContaining({ action: 'category.rename', staff_id: owner.id })]);
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toMatchObject({ name: 'Women' });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toMatchObject({ name: 'Womens Wear' });
  });

  it('an owner renames a subcategory: its old URL redirects, in the category listing it, audited', async () => {
    const answer = await renameSubcategory(HOME_AND_LIVING, CUSHION_COVER, 'Cushion Covers');
    expect(answer.status).toBe(200);
    const { message, category } = categoryChangeResponse.parse(answer.body);
    expect(message).toBe(SUBCATEGORY_RENAMED_MESSAGE);
    expect(category.subcategories.find((sub) => sub.id === CUSHION_COVER)).toMatchObject({
      name: 'Cushion Covers',
      path: '/home%20&%20living/cushion%20covers',
      former_names: ['Cushion Cover'],
    });
    const home = (await navigation()).find((entry) => entry.id === HOME_AND_LIVING);
    expect(home?.subcategories.find((sub) => sub.id === CUSHION_COVER)?.name).toBe('Cushion Covers');
    expect(await redirectOf('home%20%26%20living', 'cushion%20cover')).toBe('308 /home%20&%20living/cushion%20covers');
    expect(await redirectOf('home%20&%20living', 'cushion%20covers')).toBeNull();
    // Not in a category that does not list it.
    expect(await redirectOf('men', 'cushion%20cover')).toBeNull();
    const products = await callRoute(
      getAllProducts,
      `/api/get-all-products/?category_pk=${HOME_AND_LIVING}&sub_category_pk=${CUSHION_COVER}`,
    );
    expect(products.status).toBe(200);
    expect(await auditOf('subcategory', CUSHION_COVER)).toEqual([
      expect.objectContaining({
        action: 'subcategory.rename',
        staff_id: owner.id,
        before_json: expect.stringContaining('"Cushion Cover"'),
        after_json: expect.stringContaining('"Cushion Covers"'),
      }),
    ]);
  });

  it('refuses a name taken in any case (409 naming name), a page address or bad text (400), writing nothing', async () => {
    const before = { categories: await categoryRows(), subcategories: await subcategoryRows() };
    const taken = await update(HOME_AND_LIVING, { name: 'MEN' });
    expect(taken.status).toBe(409);
    expect(apiErrorBody.parse(taken.body)).toMatchObject({ field: 'name', message: categoryNameTakenMessage('MEN') });

    const sibling = await renameSubcategory(HOME_AND_LIVING, CUSHION_COVER, 'curtains');
    expect(sibling.status).toBe(409);
    expect(apiErrorBody.parse(sibling.body)).toMatchObject({
      field: 'name',
      message: subcategoryNameTakenMessage('curtains'),
    });
    const elsewhere = await renameSubcategory(HOME_AND_LIVING, CUSHION_COVER, 'BAGS');
    expect(elsewhere.status).toBe(409);
    expect(apiErrorBody.parse(elsewhere.body)).toMatchObject({
      field: 'name',
      message: subcategoryNameUsedElsewhereMessage('Bags', ['Accessories']),
    });

    const reserved = await update(MEN, { name: 'Blog' });
    expect(reserved.status).toBe(400);
    expect(apiErrorBody.parse(reserved.body)).toMatchObject({
      field: 'name',
      message: `name: ${RESERVED_NAME_MESSAGE}`,
    });
    for (const [body, field] of [
      [{ name: 'Men/Boys' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ banner_image: 'https://elsewhere.example/banner.webp' }, 'banner_image'],
      [{ banner_image: '/media/../../etc/passwd' }, 'banner_image'],
      [{ tile_image: 'javascript:alert(1)' }, 'tile_image'],
    ] as const) {
      const answer = await update(MEN, body);
      expect({ body, status: answer.status, field: apiErrorBody.parse(answer.body).field }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    const badSub = await renameSubcategory(MEN, 3, 'Pants?');
    expect(badSub.status).toBe(400);
    expect(apiErrorBody.parse(badSub.body).field).toBe('name');
    expect({ categories: await categoryRows(), subcategories: await subcategoryRows() }).toEqual(before);
  });

  it('every member sets the pictures (audited, the category page reads them); only owners rename (403)', async () => {
    const answer = await update(
      MEN,
      { banner_image: '/media/banners/hero.webp', tile_image: '/media/categories/fabric.webp' },
      staff,
    );
    expect(answer.status).toBe(200);
    expect(categoryChangeResponse.parse(answer.body).category).toMatchObject({
      banner_image: '/media/banners/hero.webp',
      tile_image: '/media/categories/fabric.webp',
    });
    expect((await navigation()).find((entry) => entry.id === MEN)?.banner_image).toBe('/media/banners/hero.webp');
    const tiles = productCategoryResponse.parse((await callRoute(getProductCategories, '/api/product-category/')).body);
    expect(tiles.data.find((tile) => tile.id === MEN)?.media).toBe('/media/categories/fabric.webp');
    expect(await auditOf('category', MEN)).toEqual([
      expect.objectContaining({
        action: 'category.pictures',
        staff_id: staff.id,
        before_json: expect.stringContaining('/media/banners/women.webp'),
        after_json: expect.stringContaining('/media/banners/hero.webp'),
      }),
    ]);

    const before = await categoryRows();
    const rename = await update(MEN, { name: 'Menswear', banner_image: '/media/banners/women.webp' }, staff);
    expect(rename.status).toBe(403);
    expect(apiErrorBody.parse(rename.body).message).toBe(OWNER_ONLY_MESSAGE);
    const sub = await renameSubcategory(MEN, 3, 'Trousers', staff);
    expect(sub.status).toBe(403);
    const add = await callRoute(
      addSubcategory,
      `/api/admin/categories/${FABRIC}/subcategories/`,
      postJson({ name: 'Cotton' }, staff.headers),
    );
    expect(add.status).toBe(403);
    const order = await callRoute(
      reorderCategories,
      '/api/admin/categories/order/',
      postJson({ ids: [6, 5, 4, 3, 2, 1] }, staff.headers),
    );
    expect(order.status).toBe(403);
    expect(await categoryRows()).toEqual(before);
    expect((await subcategoryRows()).find((row) => row.id === 3)?.name).toBe('Pants');
  });

  it('an owner adds a subcategory (201, the next id, last in the menu); a name listed already is refused (409)', async () => {
    const answer = await callRoute(
      addSubcategory,
      `/api/admin/categories/${FABRIC}/subcategories/`,
      postJson({ name: 'Cotton Mulmul' }, owner.headers),
    );
    expect(answer.status).toBe(201);
    const { message, category } = categoryChangeResponse.parse(answer.body);
    expect(message).toBe(SUBCATEGORY_ADDED_MESSAGE);
    expect(category.subcategories).toEqual([
      expect.objectContaining({ id: 27, name: 'Cotton Mulmul', path: '/fabric/cotton%20mulmul', product_count: 0 }),
    ]);
    expect((await navigation()).find((entry) => entry.id === FABRIC)?.subcategories).toEqual([
      { id: 27, name: 'Cotton Mulmul' },
    ]);
    const again = await callRoute(
      addSubcategory,
      `/api/admin/categories/${FABRIC}/subcategories/`,
      postJson({ name: 'cotton mulmul' }, owner.headers),
    );
    expect(again.status).toBe(409);
    expect(apiErrorBody.parse(again.body).field).toBe('name');
    const listedElsewhere = await callRoute(
      addSubcategory,
      `/api/admin/categories/${MEN}/subcategories/`,
      postJson({ name: 'Dresses' }, owner.headers),
    );
    expect(listedElsewhere.status).toBe(409);
    expect(apiErrorBody.parse(listedElsewhere.body).message).toBe(
      subcategoryNameUsedElsewhereMessage('Dresses', ['Womens Wear', 'Kids']),
    );
    expect(await auditOf('category', FABRIC)).toEqual([
      expect.objectContaining({ action: 'category.add_subcategory', staff_id: owner.id }),
    ]);
    const unknown = await callRoute(
      addSubcategory,
      '/api/admin/categories/999/subcategories/',
      postJson({ name: 'Linen' }, owner.headers),
    );
    expect(unknown.status).toBe(404);
  });

  it('an owner orders the categories: the navigation follows with the same ids; a wrong set answers 400', async () => {
    for (const ids of [
      [6, 5, 4, 3, 2],
      [6, 5, 4, 3, 2, 2],
      [6, 5, 4, 3, 2, 1, 99],
      [6, 5, 4, 3, 2, 99],
    ]) {
      const wrong = await callRoute(
        reorderCategories,
        '/api/admin/categories/order/',
        postJson({ ids }, owner.headers),
      );
      expect(wrong.status).toBe(400);
      expect(apiErrorBody.parse(wrong.body)).toMatchObject({ field: 'ids', message: `ids: ${ORDER_SET_MESSAGE}` });
    }
    expect((await navigation()).map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6]);

    let answer = { status: 0, body: undefined as unknown };
    const reorder = async () => {
      answer = await callRoute(
        reorderCategories,
        '/api/admin/categories/order/',
        postJson({ ids: [2, 1, 3, 4, 6, 5] }, owner.headers),
      );
    };
    expect(await expiresCatalogue(reorder)).toBe(true);
    expect(answer.status).toBe(200);
    const ordered = reorderCategoriesResponse.parse(answer.body);
    expect(ordered.message).toBe(CATEGORIES_ORDERED_MESSAGE);
    expect(ordered.data.map((entry) => entry.id)).toEqual([2, 1, 3, 4, 6, 5]);
    expect((await navigation()).map((entry) => [entry.id, entry.name])).toEqual([
      [2, 'Home & Living'],
      [1, 'Womens Wear'],
      [3, 'Men'],
      [4, 'Kids'],
      [6, 'Accessories'],
      [5, 'Fabric'],
    ]);
    const tiles = productCategoryResponse.parse((await callRoute(getProductCategories, '/api/product-category/')).body);
    expect(tiles.data.map((tile) => tile.id)).toEqual([2, 1, 3, 4, 6, 5]);
    const audit = await auditOf('category_order', 'categories');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({ ids: [1, 2, 3, 4, 5, 6] });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ ids: [2, 1, 3, 4, 6, 5] });
  });

  it("an owner orders a category's subcategories; a wrong set answers 400", async () => {
    const wrong = await callRoute(
      reorderSubcategories,
      `/api/admin/categories/${MEN}/subcategories/order/`,
      postJson({ ids: [3, 5, 19, DRESSES] }, owner.headers),
    );
    expect(wrong.status).toBe(400);
    expect(apiErrorBody.parse(wrong.body).field).toBe('ids');
    const answer = await callRoute(
      reorderSubcategories,
      `/api/admin/categories/${MEN}/subcategories/order/`,
      postJson({ ids: [20, 19, 5, 3] }, owner.headers),
    );
    expect(answer.status).toBe(200);
    expect(categoryChangeResponse.parse(answer.body).category.subcategories.map((sub) => sub.id)).toEqual([
      20, 19, 5, 3,
    ]);
    expect((await navigation()).find((entry) => entry.id === MEN)?.subcategories.map((sub) => sub.id)).toEqual([
      20, 19, 5, 3,
    ]);
    // Kids lists Jacket (20) too: its own order is its own.
    expect((await navigation()).find((entry) => entry.id === 4)?.subcategories.map((sub) => sub.id)).toEqual([
      1, 6, 23, 20,
    ]);
    expect(await auditOf('category', MEN)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'category.reorder_subcategories' })]),
    );
  });

  it('answers one category, 404 for an unknown one, 401 signed out, and 405 naming the methods', async () => {
    const one = await callRoute(getCategory, `/api/admin/categories/${MEN}/`, { headers: staff.headers });
    expect(adminCategoryResponse.parse(one.body).category.name).toBe('Men');
    expect((await callRoute(getCategory, '/api/admin/categories/999/', { headers: staff.headers })).status).toBe(404);
    expect((await callRoute(listCategories, '/api/admin/categories/')).status).toBe(401);
    expect((await callRoute(updateCategory, `/api/admin/categories/${MEN}/`, postJson({ name: 'X' }))).status).toBe(
      401,
    );
    let unchanged = { status: 0, body: undefined as unknown };
    expect(await expiresCatalogue(async () => (unchanged = await update(MEN, { name: 'Men' })))).toBe(false);
    expect(categoryChangeResponse.parse(unchanged.body).changed).toBe(false);
    const other = await callRoute(postCategories, '/api/admin/categories/', postJson({}, owner.headers));
    expect(other.status).toBe(405);
    expect(other.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
