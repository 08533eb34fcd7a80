import { composePreview, previewResponse, readPublicPicture } from '@/lib/server/og/preview-image';
import { site } from '@/lib/site';

/** Built once at build time: the link preview of every page without its own. */
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const picture = await readPublicPicture('/media/banners/hero.webp');
  return previewResponse(await composePreview({ picture, title: site.tagline }));
}
