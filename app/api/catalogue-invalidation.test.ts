/**
 * Exact invalidation (issue 29, item 10; docs/decisions/038) through the route handlers on a real database
 * (SQLite, and PostgreSQL with TEST_DATABASE=postgres): each back-office change expires the tags of the reads
 * it touches, observed as when each tag last expired in this process (shared-invalidation.mjs, the same
 * moment every other instance applies), and leaves the others cached.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { productChangeResponse } from '@/lib/contract/admin';
import {
  ALL_LISTINGS_TAG,
  BEST_SELLERS_TAG,
  CATALOGUE_TAG,
  CATEGORIES_TAG,
  FEATURED_REVIEWS_TAG,
  SITEMAP_TAG,
  categoryListingTag,
  categoryNameTag,
  productChangeTags,
  productDetailTags,
  productTag,
  subcategoryListingTag,
} from '@/lib/server/cache/catalogue-tags';
import { applySecondExpiriesNowForTests, tagExpiredAt } from '@/lib/server/cache/shared-invalidation.mjs';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as createProduct } from './admin/products/route';
import { POST as updateProduct } from './admin/products/[product_id]/route';
import { POST as adjustStock } from './admin/products/[product_id]/stock/route';
import { POST as updateCategory } from './admin/categories/[category_id]/route';
import { POST as hideReview } from './admin/reviews/[review_id]/hide/route';

jest.setTimeout(60_000);
const database = withTestDatabase();

interface Link {
  category_id: number;
  subcategory_id: number;
}

let owner: TestStaff;
/** Two category/subcategory pairs of different categories, and a product in a third category. */
let first: Link;
let second: Link;
let unrelated: { id: number; category_id: number };
beforeAll(async () => {
  owner = await createTestStaff(database().db, 'owner');
  const links = await database()
    .db.selectFrom('category_subcategories')
    .select(['category_id', 'subcategory_id'])
    .orderBy('category_id')
    .orderBy('sort_order')
    .execute();
  const [a, b] = [...new Map(links.map((link) => [link.category_id, link])).values()];
  if (!a || !b) throw new Error('the demo catalogue has fewer than two categories with subcategories');
  [first, second] = [a, b];
  unrelated = await database()
    .db.selectFrom('products')
    .select(['id', 'category_id'])
    .where('category_id', 'not in', [first.category_id, second.category_id])
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});

function product(link: Link, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Indigo Dabu Kurta',
    category_id: link.category_id,
    sub_category_id: link.subcategory_id,
    description: 'Hand-block printed with mud resist in Akola.',
    remarks: 'Hand wash cold.',
    offer_price: 48.5,
    mrp: 60,
    active: true,
    best_seller: false,
    new_arrival: false,
    sizes: [{ size: 'S', quantity: 4 }],
    pictures: [{ url: '/media/products/1001-1.webp', alt: 'The kurta, front' }],
    ...overrides,
  };
}

async function created(body: Record<string, unknown>) {
  const answer = await callRoute(createProduct, '/api/admin/products/', postJson(body, owner.headers));
  expect(answer.status).toBe(201);
  return productChangeResponse.parse(answer.body).product;
}

/** Runs `change`; answers which of the tags asked about it expired. */
async function expiredBy(change: () => Promise<{ status: number }>) {
  // The second expiry of earlier changes (1.5 s after each) is applied now, not during this change.
  applySecondExpiriesNowForTests();
  const before = Date.now();
  await pause(2);
  expect((await change()).status).toBe(200);
  return (tag: string) => tagExpiredAt(tag) > before;
}

describe('what a change expires', () => {
  it("a product's edit: its page, its old and new listings, every listing, the sitemap; not another product's page", async () => {
    const kurta = await created(product(first));
    const expired = await expiredBy(() =>
      callRoute(
        updateProduct,
        `/api/admin/products/${kurta.id}/`,
        postJson(product(second, { version: kurta.version, offer_price: 52 }), owner.headers),
      ),
    );
    for (const tag of [
      productTag(kurta.id),
      categoryListingTag(first.category_id),
      subcategoryListingTag(first.subcategory_id),
      categoryListingTag(second.category_id),
      subcategoryListingTag(second.subcategory_id),
      ALL_LISTINGS_TAG,
      SITEMAP_TAG,
      FEATURED_REVIEWS_TAG,
    ])
      expect([tag, expired(tag)]).toEqual([tag, true]);
    for (const tag of [
      productTag(unrelated.id),
      categoryListingTag(unrelated.category_id),
      BEST_SELLERS_TAG,
      CATEGORIES_TAG,
      CATALOGUE_TAG,
    ])
      expect([tag, expired(tag)]).toEqual([tag, false]);
  });

  it("a best seller's edit expires the best sellers too", async () => {
    const kurta = await created(product(first, { best_seller: true }));
    const expired = await expiredBy(() =>
      callRoute(
        updateProduct,
        `/api/admin/products/${kurta.id}/`,
        postJson(product(first, { best_seller: true, version: kurta.version, offer_price: 40 }), owner.headers),
      ),
    );
    expect([expired(productTag(kurta.id)), expired(BEST_SELLERS_TAG), expired(productTag(unrelated.id))]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("a stock change: the product's page and the listings that filter by size in stock; not the sitemap", async () => {
    const kurta = await created(product(first));
    const expired = await expiredBy(() =>
      callRoute(
        adjustStock,
        `/api/admin/products/${kurta.id}/stock/`,
        postJson({ size: 'S', reason: 'received', change: 3 }, owner.headers),
      ),
    );
    expect(
      [productTag(kurta.id), categoryListingTag(first.category_id), ALL_LISTINGS_TAG].map((tag) => expired(tag)),
    ).toEqual([true, true, true]);
    expect(
      [SITEMAP_TAG, BEST_SELLERS_TAG, FEATURED_REVIEWS_TAG, productTag(unrelated.id)].map((tag) => expired(tag)),
    ).toEqual([false, false, false, false]);
  });

  it("a category's new pictures: the category reads and its products' pages, no listing", async () => {
    const expired = await expiredBy(() =>
      callRoute(
        updateCategory,
        `/api/admin/categories/${first.category_id}/`,
        postJson({ banner_image: '/media/categories/new-banner.webp' }, owner.headers),
      ),
    );
    expect([CATEGORIES_TAG, categoryNameTag(first.category_id)].map((tag) => expired(tag))).toEqual([true, true]);
    expect(
      [ALL_LISTINGS_TAG, categoryListingTag(first.category_id), categoryNameTag(second.category_id)].map((tag) =>
        expired(tag),
      ),
    ).toEqual([false, false, false]);
  });

  it("hiding a published review: its product's page, its listings and the testimonials; not another product's page", async () => {
    const review = await database()
      .db.selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .select(['reviews.id', 'reviews.product_id', 'products.category_id'])
      .where('reviews.status', '=', 'published')
      .where('reviews.product_id', '<>', unrelated.id)
      .orderBy('reviews.id')
      .executeTakeFirstOrThrow();
    const expired = await expiredBy(() =>
      callRoute(hideReview, `/api/admin/reviews/${review.id}/hide/`, postJson({}, owner.headers)),
    );
    expect(
      [productTag(review.product_id), categoryListingTag(review.category_id), FEATURED_REVIEWS_TAG].map((tag) =>
        expired(tag),
      ),
    ).toEqual([true, true, true]);
    expect([productTag(unrelated.id), SITEMAP_TAG, CATEGORIES_TAG].map((tag) => expired(tag))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it("a review published or hidden: its product's page, the cards showing its rating, the testimonials; a reply or pick: the page and the testimonials", () => {
    const bestSeller = { id: 5, category_id: 2, sub_category_id: null, top_selling: true };
    expect(productChangeTags(bestSeller, bestSeller, 'rating').sort()).toEqual(
      [productTag(5), categoryListingTag(2), ALL_LISTINGS_TAG, BEST_SELLERS_TAG, FEATURED_REVIEWS_TAG].sort(),
    );
    expect(productChangeTags(bestSeller, bestSeller, 'reviews')).toEqual([productTag(5), FEATURED_REVIEWS_TAG]);
  });

  it("a product's page carries its own tag, its category's names and its related products' listing", async () => {
    const kurta = await created(product(first));
    expect(await productDetailTags(kurta.id)).toEqual([
      productTag(kurta.id),
      categoryNameTag(first.category_id),
      `subcategory:${first.subcategory_id}`,
      subcategoryListingTag(first.subcategory_id),
    ]);
    // Moved: the tags kept for it in this process expire with its own tag.
    await callRoute(
      updateProduct,
      `/api/admin/products/${kurta.id}/`,
      postJson(product(second, { version: kurta.version }), owner.headers),
    );
    expect(await productDetailTags(kurta.id)).toContain(subcategoryListingTag(second.subcategory_id));
  });
});
