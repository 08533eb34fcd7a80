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
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
