import { fileURLToPath } from 'node:url';
import { FIXED_SECURITY_HEADERS } from './scripts/fixed-headers.mjs';

/** JSON answers load nothing and are never framed. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A copy of the build with a cache of its own, for a second server on another database (the e2e
  // shards, scripts/e2e-parallel.mjs): Next's data and page cache live in this folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/serve.mjs compresses instead: Brotli, and the build's files compressed once (docs/decisions/030).
  compress: false,
  // The dev server is reached as 127.0.0.1 as well as localhost (tests, screenshots).
  allowedDevOrigins: ['127.0.0.1'],
  compiler: { styledComponents: true },
  // forbidden() in the back office answers 403 with app/admin/(staff)/forbidden.tsx (issue 13).
  experimental: { authInterrupts: true },
  // Native database drivers (and the Redis client) load from node_modules at run time, never bundled.
  serverExternalPackages: ['better-sqlite3', 'pg', 'pdfkit', 'nodemailer', 'redis'],
  // The GST invoice's fonts are read by path at run time (lib/server/services/tax/pdf-text.ts), which
  // tracing cannot see: every route may render one (downloads, and the outbox's attachments).
  outputFileTracingIncludes: { '/**': ['./lib/server/services/tax/fonts/*.ttf'] },
  // Next's own cache, whose tag expirations reach every instance through Redis
  // when REDIS_URL is set (docs/decisions/023). Only then: one instance has
  // nothing to share. (It was thought to halve cached API throughput; measured
  // in one run, alternating, it costs nothing measurable: docs/decisions/054.)
  // Next reads this file again when the server starts, so REDIS_URL at start
  // decides, not at build.
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./lib/server/cache/cache-handler.mjs', import.meta.url)) }
    : {}),
  // The backend contract's paths end in a slash (/api/get-all-products/) and
  // /api/search does not: both forms must answer without a redirect. Pages
  // get their one form from proxy.ts instead.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/webp'],
    deviceSizes: [360, 480, 640, 828, 1080, 1280, 1600],
    imageSizes: [64, 96, 128, 200, 256, 320],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async headers() {
    return [
      { source: '/:path*', headers: FIXED_SECURITY_HEADERS },
      { source: '/api/:path*', headers: [{ key: 'content-security-policy', value: API_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default nextConfig;
