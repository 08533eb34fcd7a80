import { findSitemapFile, listSitemapFiles, renderSitemapFile } from '@/lib/sitemap';

/** SITEMAP_SECONDS of lib/sitemap.ts (a literal, as Next requires). */
export const revalidate = 3600;

/** The files the index names now are written at build; one added later is written when first asked for, then kept. */
export async function generateStaticParams(): Promise<{ file: string }[]> {
  return (await listSitemapFiles()).map((file) => ({ file: `${file.id}.xml` }));
}

/** /sitemap/{id}.xml: one file of the sitemap (its index is /sitemap.xml); 404 for a file the index does not name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const id = await findSitemapFile((await params).file);
  if (id === null) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(await renderSitemapFile(id), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
