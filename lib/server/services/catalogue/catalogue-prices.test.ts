/**
 * setProductPrice (issue 14, item 6): the price is stored, bad input is
 * refused naming the field, and the change expires the catalogue's caches in
 * this process (the filter values) and, with REDIS_URL, in every other
 * instance through real Redis. On SQLite, and PostgreSQL with
 * TEST_DATABASE=postgres. The two-server test is bench/instances.ts.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { createClient } from 'redis';
import { allProductsResponse, ApiError } from '@/lib/contract';
import type { ListingFacets } from '@/lib/catalogue-filters';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { resetConfigForTests } from '@/lib/server/config';
import { GET as getAllProducts } from '@/app/api/get-all-products/route';
import { cachedReadsExpiredAt, listingReadsExpiredAt } from '../../cached-reads';
import {
  ALL_LISTINGS_TAG,
  CATALOGUE_TAG,
  categoryListingTag,
  productTag,
  SITEMAP_TAG,
} from '../../cache/catalogue-tags';
import {
  applySecondExpiriesNowForTests,
  expireTags,
  startSharedInvalidation,
  stopSharedInvalidation,
} from '../../cache/shared-invalidation.mjs';
import { forgetListingFacetCostsForTests, setProductPrice, settleListingFacets } from './catalogue';

const database = withTestDatabase();

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHANNEL = 'shop:cache:expired-tags';
/** A category of the demo catalogue with nothing at 100 USD or more. */
const NOTHING_ABOVE_100 = 4;

async function facetsOfCategory(categoryId = NOTHING_ABOVE_100): Promise<ListingFacets> {
  const { status, body } = await callRoute(
    getAllProducts,
    `/api/get-all-products/?category_pk=${categoryId}&facets=true`,
  );
  expect(status).toBe(200);
  const facets = allProductsResponse.parse(body).facets;
  if (!facets) throw new Error('no facets answered');
  return facets;
}

/**
 * The filter values once a change has been counted: the first read after it may still answer the values kept
 * (the count runs in the background when the last one here was not quick, as on a busy machine).
 */
async function recountedFacetsOfCategory(categoryId = NOTHING_ABOVE_100): Promise<ListingFacets> {
  await facetsOfCategory(categoryId);
  await settleListingFacets();
  return facetsOfCategory(categoryId);
}

async function cheapestOfCategory() {
  return database()
    .db.selectFrom('products')
    .selectAll()
    .where('category_id', '=', NOTHING_ABOVE_100)
    .where('is_active', '=', 1)
    .orderBy('offer_price_cents')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

afterEach(async () => {
  // No count left running against the database the file drops at the end.
  await settleListingFacets();
});

afterAll(async () => {
  await stopSharedInvalidation();
});

/** Until `check` holds: what another process (Redis, its subscriber) does arrives when it arrives; Jest's timeout bounds the wait. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await pause(20);
}

describe('setProductPrice', () => {
  it('stores the new offer price and MRP and answers the product', async () => {
    const product = await cheapestOfCategory();
    const summary = await setProductPrice(product.id, { offer_price: 21.5, mrp: 30 });
    expect(summary).toMatchObject({ id: product.id, offer_price: 21.5, mrp: 30 });
    const stored = await database()
      .db.selectFrom('products')
      .selectAll()
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect([Number(stored.offer_price_cents), Number(stored.mrp_cents)]).toEqual([2150, 3000]);
  });

  it('refuses a bad price naming the field, and stores nothing', async () => {
    const product = await cheapestOfCategory();
    const refusals: [Parameters<typeof setProductPrice>[1], string][] = [
      [{ offer_price: 0, mrp: 10 }, 'offer_price'],
      [{ offer_price: Number.NaN, mrp: 10 }, 'offer_price'],
      [{ offer_price: 10.005, mrp: 20 }, 'offer_price'],
      [{ offer_price: 10, mrp: 1e9 }, 'mrp'],
      [{ offer_price: 20, mrp: 10 }, 'mrp'],
    ];
    for (const [prices, field] of refusals) {
      const error = await setProductPrice(product.id, prices).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).toBody()).toMatchObject({ field });
    }
    const stored = await database()
      .db.selectFrom('products')
      .selectAll()
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.offer_price_cents)).toBe(Number(product.offer_price_cents));
  });

  it('answers 404 for a product that does not exist', async () => {
    const error = await setProductPrice(999_999, { offer_price: 10, mrp: 10 }).catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(404);
  });

  it('counts the filter values again after a price change, so the new price band shows', async () => {
    const before = await facetsOfCategory();
    expect(before.prices).not.toContain('100-plus');
    const product = await cheapestOfCategory();
    await setProductPrice(product.id, { offer_price: 150, mrp: 180 });
    expect((await recountedFacetsOfCategory()).prices).toContain('100-plus');
    await setProductPrice(product.id, {
      offer_price: Number(product.offer_price_cents) / 100,
      mrp: Number(product.mrp_cents) / 100,
    });
    expect((await recountedFacetsOfCategory()).prices).toEqual(before.prices);
  });

  it("keeps each listing's filter values in the database; a costly recount after a change runs in the background", async () => {
    // Values another instance stored, at a cost this process has not seen: the page shows them while a recount runs.
    const listing = 2;
    const honest = await facetsOfCategory(listing);
    const stale: ListingFacets = { ...honest, prices: ['under-25'] };
    const storeStale = async () => {
      await database()
        .db.updateTable('listing_facets')
        .set({ facets: JSON.stringify(stale), computed_at_ms: Date.now() })
        .where('scope_key', '=', `category:${listing}`)
        .execute();
      // A process that never counted this listing does not know what a recount costs.
      await forgetListingFacetCostsForTests();
    };
    await storeStale();
    // Not changed since: the stored values stand.
    expect(await facetsOfCategory(listing)).toEqual(stale);
    await expireTags([categoryListingTag(listing)]);
    expect(await facetsOfCategory(listing)).toEqual(stale);
    await settleListingFacets();
    expect(await facetsOfCategory(listing)).toEqual(honest);
    const row = await database()
      .db.selectFrom('listing_facets')
      .select('facets')
      .where('scope_key', '=', `category:${listing}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.facets)).toEqual(honest);

    // CATALOGUE_CACHE=off: counted before answering.
    await storeStale();
    await expireTags([categoryListingTag(listing)]);
    process.env.CATALOGUE_CACHE = 'off';
    resetConfigForTests();
    try {
      expect(await facetsOfCategory(listing)).toEqual(honest);
    } finally {
      delete process.env.CATALOGUE_CACHE;
      resetConfigForTests();
    }
  });
});

describe('with REDIS_URL: every instance', () => {
  const saved = process.env.REDIS_URL;
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  redis.on('error', () => undefined);
  /** A laptop without Redis skips these; CI (CI or REQUIRE_REDIS set) fails instead. */
  let reachable = false;
  beforeAll(async () => {
    process.env.REDIS_URL = REDIS_URL;
    reachable = await redis.connect().then(
      () => true,
      (error: unknown) => {
        if (process.env.CI || process.env.REQUIRE_REDIS) throw error;
        process.stderr.write(`SKIPPED the Redis tests of setProductPrice: no Redis at ${REDIS_URL}\n`);
        return false;
      },
    );
  });
  afterAll(async () => {
    process.env.REDIS_URL = saved;
    if (reachable) await redis.quit();
  });

  it('announces a price change on the channel every instance listens to, and records it for instances starting later', async () => {
    if (!reachable) return;
    const listener = redis.duplicate();
    await listener.connect();
    const messages: string[] = [];
    await listener.subscribe(CHANNEL, (message) => messages.push(message));
    try {
      const startedAt = Date.now();
      const product = await cheapestOfCategory();
      await setProductPrice(product.id, { offer_price: 22, mrp: 30 });
      // (Other test processes may share this Redis: this change's message is the one naming its product.)
      const ours = () =>
        messages
          .map((message) => (JSON.parse(message) as { tags: string[] }).tags)
          .find((tags) => tags.includes(productTag(product.id)));
      await until(() => ours() !== undefined);
      // Exactly the reads the price shows in: its page, its category's listings, every listing, the sitemap.
      const tags = ours();
      expect(tags).toEqual(
        expect.arrayContaining([
          productTag(product.id),
          categoryListingTag(NOTHING_ABOVE_100),
          ALL_LISTINGS_TAG,
          SITEMAP_TAG,
        ]),
      );
      expect(tags).not.toContain(CATALOGUE_TAG);
      expect(Number(await redis.hGet(CHANNEL, productTag(product.id)))).toBeGreaterThanOrEqual(startedAt);
    } finally {
      await listener.quit();
    }
  });

  it("drops a category's filter values here when another instance announces a change of one of its products", async () => {
    if (!reachable) return;
    await startSharedInvalidation();
    // What the tests before left must land before the read below, or it would expire that read early:
    // this process's catch-up from the expiries recorded in Redis (read once connected)...
    const listing = categoryListingTag(NOTHING_ABOVE_100);
    const recorded = Math.max(
      Number(await redis.hGet(CHANNEL, CATALOGUE_TAG)),
      Number(await redis.hGet(CHANNEL, listing)),
    );
    await until(() => listingReadsExpiredAt({ categoryId: NOTHING_ABOVE_100 }) >= recorded);
    // ...every message already on the channel (the earlier tests' own, which a slow machine may still be
    // delivering): one more of our own, on a tag nothing reads, comes after them all, in order...
    const barrier = `test-barrier-${process.pid}-${Date.now()}`;
    const barrierSentAt = Date.now();
    await redis.publish(CHANNEL, JSON.stringify({ from: 'another-instance', tags: [barrier] }));
    await until(() => cachedReadsExpiredAt(barrier) >= barrierSentAt);
    // ...and the second expiry of each earlier change (IN_FLIGHT_GRACE_MS after it), applied now instead.
    applySecondExpiriesNowForTests();
    // A read kept in the very millisecond of an expiry counts as older than it (the cache cannot tell them
    // apart): the read to keep comes a millisecond later.
    const expiredAt = listingReadsExpiredAt({ categoryId: NOTHING_ABOVE_100 });
    await until(() => Date.now() > expiredAt);
    const cached = await facetsOfCategory();
    const product = await cheapestOfCategory();
    // Another instance changed the price: the row here is what it stored, the
    // message what it published. This process must drop its filter values.
    await database()
      .db.updateTable('products')
      .set({ offer_price_cents: 15_000, mrp_cents: 18_000 })
      .where('id', '=', product.id)
      .execute();
    expect(await facetsOfCategory()).toEqual(cached);
    // Expired by this message, not by an older expiry recorded in Redis: at or after its sending.
    const publishedAt = Date.now();
    await redis.publish(CHANNEL, JSON.stringify({ from: 'another-instance', tags: [productTag(product.id), listing] }));
    await until(() => cachedReadsExpiredAt(listing) >= publishedAt);
    expect(cachedReadsExpiredAt(listing)).toBeGreaterThanOrEqual(publishedAt);
    expect((await recountedFacetsOfCategory()).prices).toContain('100-plus');
  });
});
