import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  acceptsBrotli,
  BROTLI_SUFFIX,
  dynamicCompression,
  precompressBuild,
  servePrecompressed,
} from './compression.mjs';

/** A build directory with the given files under static/. */
function fakeBuild(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, 'static', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dist;
}

const SCRIPT = `self.chunk = ${JSON.stringify('const handcrafted = "block-printed cotton";\n'.repeat(200))};`;

/** A real HTTP server around a listener, closed after `work`. */
async function withServer(listener: http.RequestListener, work: (base: string) => Promise<void>) {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A raw GET (fetch would decode the body and hide Content-Encoding's effect on the bytes). */
function get(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject)
      .end();
  });
}

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5, gzip', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['*', true],
    ['*;q=0', false],
    ['', false],
    [undefined, false],
  ])('%p -> %p', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('precompressBuild', () => {
  it('writes a Brotli copy of every script and stylesheet, once, and again when the file changed', async () => {
    const dist = fakeBuild({
      'chunks/app.js': SCRIPT,
      'chunks/page.css': 'body{margin:0}',
      'media/font.woff2': 'binary',
      'chunks/readme.txt': 'x',
    });
    expect(await precompressBuild(dist)).toEqual({ written: 2, current: 0 });
    const compressed = fs.readFileSync(path.join(dist, 'static', 'chunks', 'app.js' + BROTLI_SUFFIX));
    expect(zlib.brotliDecompressSync(compressed).toString()).toBe(SCRIPT);
    expect(compressed.length).toBeLessThan(SCRIPT.length / 10);
    expect(fs.existsSync(path.join(dist, 'static', 'media', 'font.woff2' + BROTLI_SUFFIX))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'static', 'chunks', 'readme.txt' + BROTLI_SUFFIX))).toBe(false);

    expect(await precompressBuild(dist)).toEqual({ written: 0, current: 2 });

    // A later rewrite of the chunk (the compile hints) makes its copy stale.
    const file = path.join(dist, 'static', 'chunks', 'app.js');
    fs.writeFileSync(file, '//# hint\n' + SCRIPT);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(await precompressBuild(dist)).toEqual({ written: 1, current: 1 });
    expect(zlib.brotliDecompressSync(fs.readFileSync(file + BROTLI_SUFFIX)).toString()).toBe('//# hint\n' + SCRIPT);
  });

  it('fails on a directory without a build', async () => {
    await expect(precompressBuild(fs.mkdtempSync(path.join(os.tmpdir(), 'no-build-')))).rejects.toThrow('no build');
  });
});

describe('servePrecompressed', () => {
  it("answers the build's scripts with their Brotli copy and Next's headers, and leaves every other request to Next", async () => {
    const dist = fakeBuild({
      'chunks/app.js': SCRIPT,
      'chunks/page.css': 'body{margin:0}'.repeat(100),
      'chunks/plain.js': SCRIPT,
    });
    await precompressBuild(dist);
    fs.rmSync(path.join(dist, 'static', 'chunks', 'plain.js' + BROTLI_SUFFIX));
    fs.writeFileSync(path.join(dist, 'secret.js'), 'secret');
    fs.writeFileSync(path.join(dist, 'secret.js' + BROTLI_SUFFIX), zlib.brotliCompressSync('secret'));
    const serve = servePrecompressed(dist);
    await withServer(
      (request, response) => {
        if (!serve(request, response)) response.writeHead(299, { 'content-type': 'text/plain' }).end('next');
      },
      async (base) => {
        const script = await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'gzip, deflate, br' });
        expect(script.status).toBe(200);
        expect(script.headers).toMatchObject({
          'content-encoding': 'br',
          'content-type': 'application/javascript; charset=UTF-8',
          'cache-control': 'public, max-age=31536000, immutable',
          vary: 'Accept-Encoding',
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
        });
        expect(Number(script.headers['content-length'])).toBe(script.body.length);
        expect(zlib.brotliDecompressSync(script.body).toString()).toBe(SCRIPT);

        const css = await get(`${base}/_next/static/chunks/page.css?v=1`, { 'accept-encoding': 'br' });
        expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
        expect(zlib.brotliDecompressSync(css.body).toString()).toBe('body{margin:0}'.repeat(100));

        // The same copy again: 304 by its ETag; HEAD: headers only.
        expect(
          (
            await get(`${base}/_next/static/chunks/app.js`, {
              'accept-encoding': 'br',
              'if-none-match': String(script.headers.etag),
            })
          ).status,
        ).toBe(304);
        const head = await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'br' }, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.headers['content-length']).toBe(script.headers['content-length']);
        expect(head.body.length).toBe(0);

        // Next answers: a client without Brotli, a file without a copy, a page, a path out of the folder, a bad escape.
        for (const [url, headers] of [
          ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }],
          ['/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip' }],
          ['/_next/static/chunks/plain.js', { 'accept-encoding': 'br' }],
          ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }],
          ['/', { 'accept-encoding': 'br' }],
          ['/_next/static/..%2Fsecret.js', { 'accept-encoding': 'br' }],
          ['/_next/static/%E0%A4%A.js', { 'accept-encoding': 'br' }],
        ] as const) {
          const answer = await get(`${base}${url}`, headers);
          expect([url, answer.status, answer.body.toString()]).toEqual([url, 299, 'next']);
        }
      },
    );
  });

  it('leaves a file changed after its copy was made to Next', async () => {
    const dist = fakeBuild({ 'chunks/app.js': SCRIPT });
    await precompressBuild(dist);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dist, 'static', 'chunks', 'app.js'), later, later);
    const serve = servePrecompressed(dist);
    await withServer(
      (request, response) => {
        if (!serve(request, response)) response.writeHead(299).end('next');
      },
      async (base) => {
        expect((await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'br' })).status).toBe(299);
      },
    );
  });
  it('asks the file system once per file: what it found for a file stands for the requests after it', async () => {
    const dist = fakeBuild({ 'chunks/app.js': SCRIPT });
    await precompressBuild(dist);
    const serve = servePrecompressed(dist);
    await withServer(
      (request, response) => {
        if (!serve(request, response)) response.writeHead(299).end('next');
      },
      async (base) => {
        expect((await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'br' })).status).toBe(200);
        // Were the file system asked again, this newer file would send the request to Next.
        const later = new Date(Date.now() + 5_000);
        fs.utimesSync(path.join(dist, 'static', 'chunks', 'app.js'), later, later);
        const again = await get(`${base}/_next/static/chunks/app.js`, { 'accept-encoding': 'br' });
        expect(again.status).toBe(200);
        expect(zlib.brotliDecompressSync(again.body).toString()).toBe(SCRIPT);
      },
    );
  });
});

describe('dynamicCompression', () => {
  const page = '<!DOCTYPE html><html><body>' + '<p>Hand block-printed in Jaipur.</p>'.repeat(400) + '</body></html>';
  const compress = dynamicCompression();
  /** Holds the rest of the streamed page until the test has seen its first part. */
  let releaseRest: () => void = () => undefined;
  // A test that failed waiting for the first part still lets the page end, so the server closes.
  afterEach(() => releaseRest());
  const listener: http.RequestListener = (request, response) =>
    compress(request, response, () => {
      if (request.url === '/small') {
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': '5' }).end('small');
        return;
      }
      if (request.url === '/stream') {
        // Next streams a page: the first part must reach the shopper before the rest is rendered.
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write(page.slice(0, 2_000));
        (response as unknown as { flush(): void }).flush();
        releaseRest = () => {
          releaseRest = () => undefined;
          response.end(page.slice(2_000));
        };
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    });

  it('sends Brotli to a client that takes it, gzip to one that does not, and small answers as they are', async () => {
    await withServer(listener, async (base) => {
      const brotli = await get(`${base}/`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toBe('Accept-Encoding');
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(page);

      const gzip = await get(`${base}/`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);

      const plain = await get(`${base}/`, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(page);

      const small = await get(`${base}/small`, { 'accept-encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body.toString()).toBe('small');
    });
  });

  it('passes each part of a streamed page on as Next flushes it', async () => {
    await withServer(listener, async (base) => {
      // The server sends the rest only once the first part has arrived: with a compressor that
      // held the flushed part back, the first part would never come and the test would time out.
      const parts = await new Promise<{ first: string; whole: string }>((resolve, reject) => {
        http
          .get(`${base}/stream`, { headers: { 'accept-encoding': 'br' } }, (response) => {
            const decoder = zlib.createBrotliDecompress();
            const chunks: string[] = [];
            response.pipe(decoder);
            decoder.on('data', (chunk: Buffer) => {
              chunks.push(chunk.toString());
              if (chunks.length === 1) releaseRest();
            });
            decoder.on('end', () => resolve({ first: chunks[0] ?? '', whole: chunks.join('') }));
            decoder.on('error', reject);
          })
          .on('error', reject);
      });
      expect(parts.first).toBe(page.slice(0, 2_000));
      expect(parts.whole).toBe(page);
    });
  });
});
