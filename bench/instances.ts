/**
 * Two instances, one shop (issue 14, item 6): two real servers (`npm start`)
 * on one PostgreSQL schema and one Redis. Both serve a product page and the
 * listing API from their caches; a price stored behind their backs (straight
 * into the database) must NOT show (so the caches are real), and the price
 * set through the service function (setProductPrice, as the back office
 * will) must show on both within 5 s.
 *
 *   npm run test:instances          (INSTANCES_PORTS=3103,3113, REDIS_URL,
 *                                    INSTANCES_DATABASE_URL to change them)
 *
 * Needs a build (`npm run build`; `npm start` builds once when none exists).
 * Exits 1 when a check fails.
 */
import { allProductsResponse } from '../lib/contract';
import { setProductPrice } from '../lib/server/services/catalogue/catalogue';
import { stopSharedInvalidation } from '../lib/server/cache/shared-invalidation.mjs';
import { DEFAULT_REDIS_URL, msUntil, pageShowsPrice, startInstances, type Instance } from './lib/instances';

const DEADLINE_MS = 5000;
const CATEGORY = 1;

async function pageOf(instance: Instance, productId: number): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(`${instance.base}/product/${productId}`);
  if (!response.ok) throw new Error(`${instance.base}/product/${productId} answered ${response.status}`);
  return { html: await response.text(), cache: response.headers.get('x-nextjs-cache') };
}

async function listedPrice(instance: Instance, productId: number): Promise<number | undefined> {
  const response = await fetch(`${instance.base}/api/get-all-products/?category_pk=${CATEGORY}&page=1&page_size=12`);
  if (!response.ok) throw new Error(`the listing on ${instance.base} answered ${response.status}`);
  return allProductsResponse.parse(await response.json()).data.find((product) => product.id === productId)?.offer_price;
}

async function main(): Promise<void> {
  const ports = (process.env.INSTANCES_PORTS ?? '3103,3113').split(',').map(Number);
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const started = Date.now();
  const topology = await startInstances({ ports, label: 'instances', redisUrl });
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failures.push(what);
  };
  try {
    console.log(
      `instances: ${topology.instances.map((instance) => instance.base).join(', ')} on one PostgreSQL schema, REDIS_URL ${redisUrl} (up in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const [first] = topology.instances;
    if (!first) throw new Error('no instance');
    const listing = allProductsResponse.parse(
      await (await fetch(`${first.base}/api/get-all-products/?category_pk=${CATEGORY}&page=1&page_size=12`)).json(),
    );
    const product = listing.data[0];
    if (!product) throw new Error('the listing is empty');
    const original = product.offer_price;

    // Warm both instances: the page rendered once, then answered from the cache.
    for (const instance of topology.instances) {
      await pageOf(instance, product.id);
      const again = await pageOf(instance, product.id);
      check(pageShowsPrice(again.html, original), `${instance.base}: product page shows ${original}`);
      check(
        again.cache === 'HIT',
        `${instance.base}: product page answered from the cache (x-nextjs-cache ${again.cache})`,
      );
      check((await listedPrice(instance, product.id)) === original, `${instance.base}: listing API shows ${original}`);
    }

    // A price stored without the service: no instance may notice, or this test would prove nothing.
    const behindTheirBacks = Math.round(original * 100 + 1111) / 100;
    await topology.database.db
      .updateTable('products')
      .set({ offer_price_cents: Math.round(behindTheirBacks * 100) })
      .where('id', '=', product.id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const instance of topology.instances) {
      check(
        pageShowsPrice((await pageOf(instance, product.id)).html, original),
        `${instance.base}: a price stored behind its back does not show (its page is cached)`,
      );
      check(
        (await listedPrice(instance, product.id)) === original,
        `${instance.base}: ... nor in its listing API (cached)`,
      );
    }

    // The service: stored, then expired in every instance.
    const newPrice = Math.round(original * 100 + 2222) / 100;
    const changedAt = Date.now();
    await setProductPrice(product.id, { offer_price: newPrice, mrp: Math.max(newPrice, product.mrp) });
    // Both instances, page and listing, watched at the same time from the change on.
    const seen = async (read: () => Promise<boolean>) =>
      (await msUntil(read, DEADLINE_MS - (Date.now() - changedAt))) === null ? null : Date.now() - changedAt;
    const results = await Promise.all(
      topology.instances.map(async (instance) => ({
        instance,
        pageMs: await seen(async () => pageShowsPrice((await pageOf(instance, product.id)).html, newPrice)),
        listMs: await seen(async () => (await listedPrice(instance, product.id)) === newPrice),
      })),
    );
    for (const { instance, pageMs, listMs } of results) {
      check(
        pageMs !== null,
        `${instance.base}: product page shows the new price ${newPrice} ${pageMs === null ? 'NOT within 5 s' : `${pageMs} ms after the change`}`,
      );
      check(
        listMs !== null,
        `${instance.base}: listing API shows the new price ${listMs === null ? 'NOT within 5 s' : `${listMs} ms after the change`}`,
      );
    }
  } finally {
    await stopSharedInvalidation();
    await topology.stop();
  }
  console.log(
    failures.length === 0
      ? `instances: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `instances: ${failures.length} check(s) failed`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
