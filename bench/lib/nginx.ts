/**
 * nginx in front of the shop's instances, as deploy/nginx.conf configures it, on this machine as an
 * ordinary user, and what is checked through it: for deploy/run-local.ts (`npm run deploy:local`) and
 * bench/cache-tier.ts (`npm run bench -- cache-tier`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountProfile, getCartItemsResponse } from '../../lib/contract';
import type { Buyer } from './checkout-buyers';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { waitFor } from '../../scripts/shop-server.mjs';

/** Records one check's outcome: `ok`, and what was checked (with what was seen). */
export type Check = (ok: boolean, what: string) => void;

export function nginxBinary(): string {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx'].filter((candidate): candidate is string =>
    Boolean(candidate),
  );
  for (const candidate of candidates) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error('nginx is not installed (Debian: apt-get install -y nginx)');
}

/** deploy/nginx.conf with this machine's values, in a prefix folder of its own; nginx checked (-t), then started in the foreground. */
export async function startNginx(
  ports: number[],
  listenPort: number,
): Promise<{ base: string; prefix: string; process: ChildProcess }> {
  const binary = nginxBinary();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  for (const folder of ['temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi', 'cache'])
    fs.mkdirSync(path.join(prefix, folder), { recursive: true });
  const template = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
  const values: Record<string, string> = {
    PREFIX: prefix,
    LISTEN: `127.0.0.1:${listenPort}`,
    UPSTREAMS: ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n'),
  };
  // Comment lines name the placeholders; only the directives get values.
  const config = template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`),
    )
    .join('\n');
  if (process.getuid?.() === 0) {
    // Started as root, nginx's workers run as nobody: they must reach the prefix and write the cache and temp folders.
    const nobody = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim() || 65534);
    fs.chmodSync(prefix, 0o755);
    for (const folder of ['temp', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi', 'cache'])
      fs.chownSync(path.join(prefix, folder), nobody, -1);
  }
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const args = ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')];
  const test = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${listenPort}`;
  try {
    await waitFor(`${base}/api/health/`, 20_000);
  } catch (error) {
    child.kill('SIGQUIT');
    throw error;
  }
  return { base, prefix, process: child };
}

export async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  cache: string | null;
  cacheControl: string | null;
  setCookie: string | null;
  body: string;
}> {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    cacheControl: response.headers.get('cache-control'),
    setCookie: response.headers.get('set-cookie'),
    body: await response.text(),
  };
}

/** Asks twice; a public answer is HIT the second time. */
export async function secondRead(url: string, headers: Record<string, string> = {}) {
  await get(url, headers);
  return get(url, headers);
}

/**
 * Private answers are never served from nginx's cache: a signed-in shopper's account and cart (each gets
 * their own), the back office, the shopper's pages, an answer that sets a cookie. Each finding goes to
 * `check(ok, what)`.
 */
export async function checkPrivateAnswers(base: string, buyers: Buyer[], check: Check): Promise<void> {
  const [first, second] = buyers;
  if (!first || !second) throw new Error('two buyers are needed');
  const auth = (buyer: Buyer) => ({ authorization: `Token ${buyer.context.token}` });

  const mine = await secondRead(`${base}/api/account/`, auth(first));
  const theirs = await get(`${base}/api/account/`, auth(second));
  const mineId = accountProfile.safeParse(JSON.parse(mine.body)).data;
  const theirsId = accountProfile.safeParse(JSON.parse(theirs.body)).data;
  check(
    mine.status === 200 && mine.cache !== 'HIT' && theirs.cache !== 'HIT',
    `account (signed in): never from the cache (${mine.cache}, ${theirs.cache})`,
  );
  check(
    Boolean(mineId && theirsId) && JSON.stringify(mineId) !== JSON.stringify(theirsId),
    'account: each shopper gets their own answer through nginx',
  );

  const cart = await secondRead(`${base}/api/get-cart-items/?currency=INR`, auth(first));
  check(
    cart.cache !== 'HIT' && getCartItemsResponse.safeParse(JSON.parse(cart.body)).success,
    `cart (signed in): never from the cache (${cart.cache}, ${cart.status})`,
  );

  for (const page of ['/admin', '/admin/login', '/account', '/cart']) {
    const answer = await secondRead(`${base}${page}`);
    check(
      answer.cache !== 'HIT',
      `${page}: never from the cache (${answer.cache}, ${answer.status}, Cache-Control ${answer.cacheControl})`,
    );
  }

  // A first visit with a country header gets a currency cookie: that answer must not be stored.
  const fresh = `${base}/about-us?first-visit=${Date.now()}`;
  const cookie = await get(fresh, { 'cf-ipcountry': 'IN' });
  const again = await get(fresh, { 'cf-ipcountry': 'IN' });
  check(
    Boolean(cookie.setCookie) && again.cache !== 'HIT' && Boolean(again.setCookie),
    `an answer that sets a cookie is not stored (${cookie.cache}, then ${again.cache})`,
  );
}
