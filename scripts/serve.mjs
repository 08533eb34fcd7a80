/**
 * The production server `npm start` runs (instead of `next start`): Next's
 * request handler behind a node:http server that passes the connection's peer
 * to the app in a private header (scripts/peer-address.mjs). Route handlers
 * cannot see the socket, and `next start` keeps a client's own
 * X-Forwarded-For, so without this the per-address limits would go by what
 * the client wrote (docs/decisions/011-client-address.md).
 *
 * It also compresses what it sends (scripts/compression.mjs).
 *
 * node scripts/serve.mjs <port>; NODE_ENV=production; the build must exist.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { dynamicCompression, servePrecompressed } from './compression.mjs';
import { collapsedPageUrl } from './one-redirect.mjs';
import { withPeerAddress } from './peer-address.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

const app = next({ dir, dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
// Brotli: the build's scripts and stylesheets from their files compressed at build time, the rest
// as Next streams it (scripts/compression.mjs, docs/decisions/030).
const precompressed = servePrecompressed(path.join(dir, process.env.NEXT_DIST_DIR || '.next'));
const compress = dynamicCompression();
const server = http.createServer(
  withPeerAddress((request, response) => {
    if (stopping) response.setHeader('connection', 'close');
    const target = collapsedPageUrl(request.url ?? '/');
    if (target !== null) {
      response.writeHead(308, { location: target, 'content-type': 'text/plain' }).end(target);
      return;
    }
    if (precompressed(request, response)) return;
    compress(request, response, () => handle(request, response));
  }),
);

server.listen(port, () => {
  console.log(`serve: the shop is ready on http://localhost:${port}`);
});

// Stopping (SIGTERM from a process manager or a rolling deploy, SIGINT from a
// terminal): stop listening at once, so a load balancer's next connection goes
// elsewhere; let the requests in flight finish, for at most SHUTDOWN_GRACE_MS
// (validated by npm start's check-config; default 10 s), then cut what is left;
// close the database (SQLite checkpoints its WAL into the file; PostgreSQL's
// pool ends its sessions) and exit 0. A second signal changes nothing.
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
let stopping = false;

async function shutDown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`serve: ${signal}: not taking new connections, finishing requests in flight (up to ${graceMs} ms)`);
  const closed = new Promise((resolve) => server.close(() => resolve()));
  // Keep-alive connections go as soon as they are idle (one finishing its last
  // request included); a request that still arrives on one is answered with
  // `Connection: close`.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let cut = false;
  const grace = setTimeout(() => {
    cut = true;
    server.closeAllConnections();
  }, graceMs);
  await closed;
  clearTimeout(grace);
  clearInterval(idleSweep);
  if (cut) console.error(`serve: requests still running after ${graceMs} ms were cut off`);
  try {
    await app.close();
    // lib/server/services/messages/outbox.ts registers this: no new delivery pass, the running one finishes first.
    const stopOutboxWorker = globalThis[Symbol.for('jaipur-shop.stopOutboxWorker')];
    if (typeof stopOutboxWorker === 'function') await stopOutboxWorker();
    // lib/server/db/connection.ts registers this where the app's bundles share it.
    const closeDatabase = globalThis[Symbol.for('jaipur-shop.closeDatabase')];
    if (typeof closeDatabase === 'function') await closeDatabase();
  } catch (error) {
    console.error(`serve: closing failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log('serve: stopped');
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutDown(signal));
