import 'server-only';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  /** http://127.0.0.1:{port} */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a fetch-style handler ((Request) => Promise<Response>) over
 * node:http, so the sandbox (and the shop's webhook routes) can run as a real
 * HTTP server in tests and scripts, on an ephemeral 127.0.0.1 port.
 */
export async function serveOverHttp(
  handler: (request: Request) => Promise<Response>,
  options: { host?: string; port?: number } = {},
): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        try {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (Array.isArray(value)) for (const item of value) headers.append(name, item);
            else if (value !== undefined) headers.set(name, value);
          }
          const method = incoming.method ?? 'GET';
          const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks);
          const request = new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? host}`), {
            method,
            headers,
            body,
          });
          const response = await handler(request);
          outgoing.statusCode = response.status;
          response.headers.forEach((value, name) => outgoing.setHeader(name, value));
          outgoing.end(Buffer.from(await response.arrayBuffer()));
        } catch (error) {
          outgoing.statusCode = 500;
          outgoing.setHeader('content-type', 'application/json');
          outgoing.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
