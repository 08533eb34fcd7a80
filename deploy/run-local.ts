/**
 * The whole topology of docs/DEPLOY.md on this machine, then its checks
 * (issue 14, item 8): two instances (`npm start`) on one PostgreSQL schema
 * and Redis, behind Debian's nginx (deploy/nginx.conf, run by this user with
 * its own -p prefix and config: no system file is read or written but
 * /etc/nginx/mime.types), then
 *
 *   1. public pages and catalogue answers are served from nginx's cache
 *      (X-Cache-Status HIT) and both instances answer through the balancer;
 *   2. private answers are never cached: a signed-in shopper's account and
 *      cart, the back office, an answer that sets a cookie;
 *   3. a flash sale through nginx: BUYERS shoppers at once for UNITS pieces,
 *      exactly UNITS sold, no server error;
 *   4. a price changed through the service function shows through nginx
 *      within the micro-cache's lifetime.
 *
 * Then everything stops. `npm run deploy:local`; settings: DEPLOY_PORTS
 * (3103,3113), DEPLOY_NGINX_PORT (8088), INSTANCES_DATABASE_URL, REDIS_URL,
 * NGINX_BIN. Exits 1 when a check fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addCartItemResponse, allProductsResponse } from '../lib/contract';
import { setProductPrice } from '../lib/server/services/catalogue/catalogue';
import { stopSharedInvalidation } from '../lib/server/cache/shared-invalidation.mjs';
import { SHARED_CACHE_SECONDS } from '../lib/server/cached-reads';
import {
  countLiveOrders,
  orderRequestBody,
  readStock,
  signInBuyers,
  stockSizes,
  type Buyer,
} from '../bench/lib/checkout-buyers';
import { DEFAULT_REDIS_URL, msUntil, pageShowsPrice, startInstances, type Topology } from '../bench/lib/instances';
import { checkPrivateAnswers, get, nginxBinary, secondRead, startNginx } from '../bench/lib/nginx';

const BUYERS = Number(process.env.DEPLOY_BUYERS ?? 40);
const UNITS = 5;
const CATEGORY = 1;

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

async function checkPublicCaching(base: string, productId: number, logFile: string, ports: number[]): Promise<void> {
  for (const page of [
    '/',
    `/product/${productId}`,
    '/women',
    `/api/get-all-products/?category_pk=${CATEGORY}&page=1&page_size=12`,
  ]) {
    const answer = await secondRead(`${base}${page}`);
    check(
      answer.status === 200 && answer.cache === 'HIT',
      `public ${page}: served from nginx's cache (X-Cache-Status ${answer.cache}; Cache-Control ${answer.cacheControl})`,
    );
  }
  // Answers nginx may not store reach the instances, both of them.
  for (let i = 0; i < 8; i += 1) await get(`${base}/api/health/`);
  const upstreams = new Set(
    fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .map((line) => /upstream=(\S+)/.exec(line)?.[1])
      .filter((address): address is string => Boolean(address) && address !== '-'),
  );
  check(
    ports.every((port) => upstreams.has(`127.0.0.1:${port}`)),
    `the balancer sent requests to every instance (${[...upstreams].join(', ')})`,
  );
}

async function flashSale(base: string, topology: Topology, buyers: Buyer[]): Promise<void> {
  const [size] = await stockSizes(topology.database.db, 1, UNITS, 30);
  if (!size) throw new Error('no size to sell');
  const outcomes = await Promise.all(
    buyers.map(async (buyer) => {
      const headers = { authorization: `Token ${buyer.context.token}`, 'content-type': 'application/json' };
      const added = await fetch(`${base}/api/cart-items/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          product_pk: size.productId,
          size: size.size,
          quantity: 1,
          offer_price: 1,
          mrp: 1,
          is_direct_buy: false,
          currency: 'INR',
        }),
      });
      if (!added.ok) return `cart ${added.status}`;
      const subtotal = addCartItemResponse.parse(await added.json()).data.subtotal;
      const ordered = await fetch(`${base}/api/create-order/`, {
        method: 'POST',
        headers,
        body: JSON.stringify(orderRequestBody('cod', subtotal)),
      });
      await ordered.arrayBuffer();
      return ordered.status === 200 || ordered.status === 201 ? 'ordered' : `order ${ordered.status}`;
    }),
  );
  const count = (what: string) => outcomes.filter((outcome) => outcome === what).length;
  const serverErrors = outcomes.filter((outcome) => /\s5\d\d$/.test(outcome)).length;
  const sold = await countLiveOrders(topology.database.db, size);
  const stock = await readStock(topology.database.db, size);
  const tally = Object.fromEntries([...new Set(outcomes)].map((outcome) => [outcome, count(outcome)]));
  console.log(`flash sale: ${buyers.length} buyers, ${UNITS} pieces: ${JSON.stringify(tally)}`);
  check(
    count('ordered') === UNITS && sold.orders === UNITS && sold.pieces === UNITS,
    `flash sale through nginx: exactly ${UNITS} sold (${count('ordered')} answered, ${sold.orders} orders stored)`,
  );
  check(stock.quantity === 0, `flash sale: stock left ${stock.quantity}`);
  check(serverErrors === 0, `flash sale: no server error (${serverErrors})`);
}

async function priceChange(base: string): Promise<void> {
  const listingUrl = `${base}/api/get-all-products/?category_pk=${CATEGORY}&page=1&page_size=12`;
  const listed = async () => allProductsResponse.parse(JSON.parse((await get(listingUrl)).body)).data;
  const [product] = await listed();
  if (!product) throw new Error('empty listing');
  const newPrice = Math.round(product.offer_price * 100 + 3333) / 100;
  await setProductPrice(product.id, { offer_price: newPrice, mrp: Math.max(newPrice, product.mrp) });
  const limitMs = (SHARED_CACHE_SECONDS + 5) * 1000;
  const pageShows = async () => pageShowsPrice((await get(`${base}/product/${product.id}`)).body, newPrice);
  const listMs = await msUntil(
    async () => (await listed()).find((entry) => entry.id === product.id)?.offer_price === newPrice,
    limitMs,
    250,
  );
  check(
    listMs !== null,
    `price change: the listing API through nginx shows ${newPrice} ${listMs === null ? `NOT within ${limitMs / 1000} s` : `after ${(listMs / 1000).toFixed(1)} s`}`,
  );
  const pageMs = await msUntil(pageShows, limitMs, 250);
  check(
    pageMs !== null,
    `price change: the product page through nginx shows ${newPrice} ${pageMs === null ? `NOT within ${limitMs / 1000} s` : `within ${limitMs / 1000} s`}`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const ports = (process.env.DEPLOY_PORTS ?? '3103,3113').split(',').map(Number);
  const listenPort = Number(process.env.DEPLOY_NGINX_PORT ?? 8088);
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  nginxBinary();
  const topology = await startInstances({
    ports,
    label: 'deploy',
    redisUrl,
    siteUrl: `http://127.0.0.1:${listenPort}`,
    env: { TRUST_PROXY: '1' },
  });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    nginx = await startNginx(ports, listenPort);
    console.log(
      `topology: nginx ${nginx.base} -> ${ports.map((port) => `127.0.0.1:${port}`).join(', ')}, PostgreSQL, Redis ${redisUrl} (up in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const listing = allProductsResponse.parse(
      JSON.parse((await get(`${nginx.base}/api/get-all-products/?category_pk=${CATEGORY}&page=1&page_size=12`)).body),
    );
    const product = listing.data[1] ?? listing.data[0];
    if (!product) throw new Error('empty listing');
    await checkPublicCaching(nginx.base, product.id, path.join(nginx.prefix, 'access.log'), ports);
    const buyers = await signInBuyers(BUYERS, topology.outbox);
    await checkPrivateAnswers(nginx.base, buyers, check);
    await flashSale(nginx.base, topology, buyers);
    await priceChange(nginx.base);
  } finally {
    nginx?.process.kill('SIGQUIT');
    await stopSharedInvalidation();
    await topology.stop();
    if (nginx) fs.rmSync(nginx.prefix, { recursive: true, force: true });
  }
  console.log(
    failures.length === 0
      ? `deploy:local: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `deploy:local: ${failures.length} check(s) failed`,
  );
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
