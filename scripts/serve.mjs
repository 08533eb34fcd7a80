/**
 * The production server `npm start` runs (instead of `next start`): Next's
 * request handler behind a node:http server that passes the connection's peer
 * to the app in a private header (scripts/peer-address.mjs). Route handlers
 * cannot see the socket, and `next start` keeps a client's own
 * X-Forwarded-For, so without this the per-address limits would go by what
 * the client wrote (docs/decisions/011-client-address.md).
 *
 * node scripts/serve.mjs <port>; NODE_ENV=production; the build must exist.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { collapsedPageUrl } from './one-redirect.mjs';
import { withPeerAddress } from './peer-address.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

const app = next({ dir, dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();
const server = http.createServer(
  withPeerAddress((request, response) => {
    const target = collapsedPageUrl(request.url ?? '/');
    if (target !== null) {
      response.writeHead(308, { location: target, 'content-type': 'text/plain' }).end(target);
      return;
    }
    return handle(request, response);
  }),
);

server.listen(port, () => {
  console.log(`serve: the shop is ready on http://localhost:${port}`);
});

let stopping = false;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections();
    app.close().finally(() => process.exit(code));
  });
}
