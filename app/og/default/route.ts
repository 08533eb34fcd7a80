import { composePreview, previewResponse, readPublicPicture } from '@/lib/server/og/preview-image';

/** Built once at build time: the link preview of every page without its own. */
export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  const picture = await readPublicPicture('/media/banners/hero.webp');
  return previewResponse(
    await composePreview({ picture, title: 'Hand-printed decor, textiles and garments from Jaipur' }),
  );
}
