import { renderSitemapIndex } from '@/lib/sitemap';

/** SITEMAP_SECONDS of lib/sitemap.ts (a literal, as Next requires). */
export const revalidate = 3600;

/** /sitemap.xml, the address robots.txt names: the index of the sitemap's files (app/sitemap/[file]/route.ts). */
export async function GET(): Promise<Response> {
  return new Response(await renderSitemapIndex(), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
