/**
 * Two instances, one shop (issue 14, item 6; issue 29): two real servers
 * (`npm start`) on one PostgreSQL schema, one Redis and one S3-compatible
 * bucket (s3rver, started here). Both serve a product page and the listing
 * API from their caches; a price stored behind their backs (straight into the
 * database) must NOT show (so the caches are real); the price set through the
 * service function (setProductPrice), and then through the back office's own
 * call on the first instance (POST /api/admin/products/{id}/ with a staff
 * token), must show on both within 5 s; and a picture uploaded through the
 * first instance (POST /api/admin/pictures/) is served by the second.
 *
 *   npm run test:instances          (INSTANCES_PORTS=3103,3113, REDIS_URL,
 *                                    INSTANCES_DATABASE_URL to change them)
 *
 * Needs a build (`npm run build`; `npm start` builds once when none exists).
 * Exits 1 when a check fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { allProductsResponse } from '../lib/contract';
import { adminProductResponse, productChangeResponse, uploadPictureResponse } from '../lib/contract/admin';
import { setProductPrice } from '../lib/server/services/catalogue/catalogue';
import { createStaffApiToken } from '../lib/server/services/staff/staff-auth';
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

/** An S3-compatible server of its own, with the shop's bucket, in a temporary folder. */
async function startBucket(): Promise<{ env: Record<string, string>; stop: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'instances-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: 'shop-pictures' }));
  client.destroy();
  return {
    env: {
      S3_BUCKET: 'shop-pictures',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An owner written straight to the database, and a staff API token of theirs (what a script of the shop uses). */
async function staffToken(topology: Awaited<ReturnType<typeof startInstances>>): Promise<string> {
  const now = new Date().toISOString();
  const owner = await topology.database.db
    .insertInto('staff')
    .values({
      country_code: '+91',
      mobile_number: '7000000001',
      name: 'Instances Owner',
      role: 'owner',
      totp_secret: null,
      totp_enrolled: 0,
      active: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createStaffApiToken(
    { label: 'instances bench', expires_in_days: 1 },
    {
      token: null,
      clientAddress: '127.0.0.1',
      staff: {
        id: owner.id,
        name: 'Instances Owner',
        role: 'owner',
        country_code: '+91',
        mobile_number: '7000000001',
        session: { id: 0, kind: 'api', expiresAt: now },
      },
    },
  );
  return token;
}

async function main(): Promise<void> {
  const ports = (process.env.INSTANCES_PORTS ?? '3103,3113').split(',').map(Number);
  const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  const started = Date.now();
  const bucket = await startBucket();
  const topology = await startInstances({ ports, label: 'instances', redisUrl, env: bucket.env });
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

    // The back office's own call on the first instance: a staff token, the product as the form reads it, a new price.
    const [, second] = topology.instances;
    if (!second) throw new Error('a second instance is needed');
    const token = await staffToken(topology);
    const auth = { authorization: `Token ${token}` };
    const { product: editing } = adminProductResponse.parse(
      await (await fetch(`${first.base}/api/admin/products/${product.id}/`, { headers: auth })).json(),
    );
    const adminPrice = Math.round(editing.offer_price * 100 + 3333) / 100;
    const adminChangedAt = Date.now();
    const saved = await fetch(`${first.base}/api/admin/products/${product.id}/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: editing.name,
        category_id: editing.category.id,
        sub_category_id: editing.subcategory?.id ?? null,
        description: editing.description,
        remarks: editing.remarks,
        product_code: editing.product_code,
        offer_price: adminPrice,
        mrp: Math.max(adminPrice, editing.mrp),
        active: editing.active,
        best_seller: editing.best_seller,
        new_arrival: editing.new_arrival,
        sizes: editing.sizes.map((entry) => ({ size: entry.size })),
        pictures: editing.pictures.map((picture) => ({ url: picture.url, alt: picture.alt || editing.name })),
        version: editing.version,
      }),
    });
    check(
      saved.ok && productChangeResponse.parse(await saved.json()).product.offer_price === adminPrice,
      `${first.base}: the back office saves the price ${adminPrice} (answered ${saved.status})`,
    );
    const adminSeenMs = await msUntil(
      async () => pageShowsPrice((await pageOf(second, product.id)).html, adminPrice),
      DEADLINE_MS - (Date.now() - adminChangedAt),
    );
    check(
      adminSeenMs !== null,
      `${second.base}: product page shows the back office's price ${adminSeenMs === null ? 'NOT within 5 s' : `${Date.now() - adminChangedAt} ms after the save`}`,
    );

    // A picture uploaded through the first instance, into the bucket, served by the second.
    const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#23395d' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'instances.jpg');
    const uploaded = await fetch(`${first.base}/api/admin/pictures/`, { method: 'POST', headers: auth, body: form });
    check(uploaded.status === 201, `${first.base}: a picture is uploaded (answered ${uploaded.status})`);
    if (uploaded.status === 201) {
      const { picture } = uploadPictureResponse.parse(await uploaded.json());
      const served = await fetch(`${second.base}${picture.url}`);
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = served.ok ? await sharp(bytes).metadata() : null;
      check(
        served.ok && meta?.format === 'webp',
        `${second.base}: serves the picture uploaded through ${first.base} (${served.status}, ${meta?.format ?? 'no picture'}, ${bytes.length} bytes)`,
      );
    }
  } finally {
    await stopSharedInvalidation();
    await topology.stop();
    await bucket.stop();
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
