import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/lib/server/site-url';

export default function robots(): MetadataRoute.Robots {
  const base = getSiteUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/admin', '/sandbox/', '/account/', '/cart', '/add_items', '/login', '/Login', '/Signup'],
      },
    ],
    // The sitemap index (app/sitemap.xml/route.ts), which names every sitemap file.
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
