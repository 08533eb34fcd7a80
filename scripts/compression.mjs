/**
 * What the production server sends compressed (docs/decisions/030).
 *
 * - The build's scripts and stylesheets (`/_next/static/**.{js,css}`, named by their content and
 *   cached for a year) are compressed once, after `next build`, with Brotli at its best quality
 *   (11), and served from those files: 14 % fewer bytes than Next's gzip for the first-load
 *   JavaScript, at no cost per request.
 * - Everything else Next answers (pages, RSC payloads, JSON) is compressed as it streams, with
 *   Brotli at quality 5 when the client accepts it (a home page: 36 KB gzipped, 25 KB), else gzip.
 *   Next's own compression (gzip only) is off (`compress: false` in next.config.mjs).
 *
 * Plain JavaScript so the production server runs on Node alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import { FIXED_SECURITY_HEADERS } from './fixed-headers.mjs';

export const BROTLI_SUFFIX = '.br';
const PRECOMPRESSED_TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
/** Next's own header for the build's files (their names change with their content). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Quality 5: about gzip's speed on a 270 KB page (12 against 7 ms) for a third fewer bytes. */
const DYNAMIC_BROTLI_QUALITY = 5;

/** Every script and stylesheet under `dir`, recursively. */
function staticFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...staticFiles(full));
    else if (Object.hasOwn(PRECOMPRESSED_TYPES, path.extname(entry.name))) files.push(full);
  }
  return files;
}

/**
 * Writes `<file>.br` beside every script and stylesheet of the build in `distDir` that has none, or
 * whose source changed after it (the compile hints of decision 029 are added after `next build`).
 * Each file is written beside its target and renamed over it, so a server never reads half of one.
 * Returns how many were written now and how many were already current.
 */
export async function precompressBuild(distDir) {
  const staticDir = path.join(distDir, 'static');
  if (!fs.existsSync(staticDir)) throw new Error(`precompress: no build in ${distDir} (run next build first)`);
  let written = 0;
  let current = 0;
  const queue = staticFiles(staticDir);
  // Two at a time: Brotli 11 runs on libuv's pool, and these machines have two cores.
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const target = file + BROTLI_SUFFIX;
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= fs.statSync(file).mtimeMs) {
        current += 1;
        continue;
      }
      const source = fs.readFileSync(file);
      const compressed = await new Promise((resolve, reject) =>
        zlib.brotliCompress(
          source,
          {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
      const partial = `${target}.${process.pid}`;
      fs.writeFileSync(partial, compressed);
      fs.renameSync(partial, target);
      written += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return { written, current };
}

/**
 * Whether an Accept-Encoding header takes Brotli: `br` (or `*`) listed with a q-value above 0.
 * @param {string | undefined} header
 */
export function acceptsBrotli(header) {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'br') return weight > 0;
    if (name === '*') wildcard = weight > 0;
  }
  return wildcard;
}

/**
 * A listener for the build's precompressed files: answers a GET or HEAD for `/_next/static/…` whose
 * `.br` exists when the client accepts Brotli (with the headers Next gives the same file, plus
 * Content-Encoding), and returns false for every other request, which goes on to Next.
 *
 * @param {string} distDir the build's directory (`.next`)
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean}
 */
export function servePrecompressed(distDir) {
  const staticDir = path.resolve(distDir, 'static');
  // The build's files are named by their content and never change while the server runs, so what was
  // found for a file is kept: the file system is asked once per file, not on every request. Only
  // copies that exist are kept, so a stream of requests for made-up names cannot grow the map.
  /** @type {Map<string, { path: string, size: number, etag: string }>} */
  const found = new Map();
  const copyOf = (file) => {
    const known = found.get(file);
    if (known) return known;
    let stat;
    try {
      stat = fs.statSync(file + BROTLI_SUFFIX);
      // A file changed after its compressed copy was made (a build run again without the
      // precompress step) is left to Next, which serves what is there now.
      if (stat.mtimeMs < fs.statSync(file).mtimeMs) return undefined;
    } catch {
      return undefined;
    }
    const copy = {
      path: file + BROTLI_SUFFIX,
      size: stat.size,
      etag: `W/"br-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    };
    found.set(file, copy);
    return copy;
  };
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    if (!url.startsWith('/_next/static/')) return false;
    const query = url.indexOf('?');
    let relative;
    try {
      relative = decodeURIComponent(url.slice('/_next/static/'.length, query === -1 ? undefined : query));
    } catch {
      return false;
    }
    const type = PRECOMPRESSED_TYPES[path.extname(relative)];
    if (!type || !acceptsBrotli(request.headers['accept-encoding'])) return false;
    const file = path.resolve(staticDir, relative);
    // Nothing outside the build's static folder, whatever the path says.
    if (!file.startsWith(staticDir + path.sep)) return false;
    const copy = copyOf(file);
    if (!copy) return false;
    for (const { key, value } of FIXED_SECURITY_HEADERS) response.setHeader(key, value);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('Content-Type', type);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', copy.etag);
    if (request.headers['if-none-match'] === copy.etag) {
      response.writeHead(304).end();
      return true;
    }
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', copy.size);
    if (request.method === 'HEAD') {
      response.writeHead(200).end();
      return true;
    }
    response.writeHead(200);
    fs.createReadStream(copy.path)
      .on('error', () => response.destroy())
      .pipe(response);
    return true;
  };
}

/**
 * Compression of what Next answers (Express's `compression`, which flushes with each chunk Next
 * streams): Brotli 5 when accepted, else gzip; bodies under 1 KB, answers already encoded and
 * `Cache-Control: no-transform` are left alone.
 */
export function dynamicCompression() {
  return compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } } });
}

/**
 * `node scripts/compression.mjs [distDir] [--best-effort]`. `npm run build` runs it strictly (a
 * failure fails the build); `npm start` passes --best-effort, so a build it cannot write to still
 * serves, compressed as it goes.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const bestEffort = args.includes('--best-effort');
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.next');
  // Not a top-level await: Jest loads this file as CommonJS.
  precompressBuild(distDir).then(
    ({ written, current }) =>
      console.log(
        `precompress: ${written} script(s) and stylesheet(s) compressed with Brotli 11, ${current} already current (docs/decisions/030)`,
      ),
    (error) => {
      if (!bestEffort) {
        console.error(error);
        process.exit(1);
      }
      console.warn(
        `precompress: not done (${String(error instanceof Error ? error.message : error).replace(/^precompress: /, '')}); the shop compresses as it serves`,
      );
    },
  );
}
