import { getServerApi } from '@/lib/api/server';
import { parseProductId } from '@/lib/catalogue-paths';
import { isApiError } from '@/lib/contract';
import { formatPrice } from '@/lib/money';
import { composePreview, previewResponse, readPublicPicture } from '@/lib/server/og/preview-image';

type Context = { params: Promise<{ productId: string }> };

/**
 * A product's link preview (1200×630 JPEG): its picture, name and price in
 * USD (the currency of its structured data), cached by browsers and CDNs.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const productPk = parseProductId((await params).productId);
  if (productPk === null) return new Response('Not found', { status: 404 });
  try {
    const { data: product } = await getServerApi().getProductDetail({ product_pk: productPk });
    const picture = await readPublicPicture(product.main_image);
    return previewResponse(
      await composePreview({ picture, title: product.name, subtitle: formatPrice(product.offer_price, 'USD') }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return new Response('Not found', { status: 404 });
    throw error;
  }
}
