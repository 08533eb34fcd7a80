/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The dev server is reached as 127.0.0.1 as well as localhost (tests, screenshots).
  allowedDevOrigins: ['127.0.0.1'],
  compiler: { styledComponents: true },
  // Native database drivers load from node_modules at run time, never bundled.
  serverExternalPackages: ['better-sqlite3', 'pg', 'pdfkit', 'nodemailer'],
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
};

export default nextConfig;
