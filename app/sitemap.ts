import type { MetadataRoute } from 'next';
import { buildSitemapFile, listSitemapFiles } from '@/lib/sitemap';

/** SITEMAP_SECONDS of lib/sitemap.ts (a literal, as Next requires). */
export const revalidate = 3600;

/** The sitemap's files, each at /sitemap/{id}.xml; /sitemap.xml is their index (app/sitemap.xml/route.ts). */
export function generateSitemaps(): Promise<{ id: number }[]> {
  return listSitemapFiles();
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return buildSitemapFile(Number(await id));
}
