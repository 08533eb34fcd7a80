import type { Metadata } from 'next';
import { ProductDetailView } from '@/components/catalogue/product-detail-view';
import { getServerApi } from '@/lib/api/server';
import { getSiteUrl } from '@/lib/server/site-url';
import { NOT_FOUND_METADATA, NotFoundAnswer } from '@/components/content/not-found-answer';
import { findProduct, productMetadata } from './product-data';
import { ProductOpenGraph } from './product-open-graph';

// The s-maxage a shared cache (nginx) keeps this page: SHARED_CACHE_SECONDS of
// lib/server/cached-reads.ts (a literal, as Next requires). Its data stays cached
// longer and expires on a change in every instance (docs/decisions/023).
export const revalidate = 10;

/** No product is built ahead: each is rendered on its first visit and then served from the cache (ISR). */
export async function generateStaticParams(): Promise<{ productId: string }[]> {
  return [];
}

type Props = { params: Promise<{ productId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { productId } = await params;
  const detail = await findProduct(productId);
  return detail ? productMetadata(detail) : NOT_FOUND_METADATA;
}

export default async function ProductPage({ params }: Props) {
  const { productId } = await params;
  const detail = await findProduct(productId);
  if (!detail) return <NotFoundAnswer />;
  const reviews = await getServerApi().getProductReviews({ product_id: detail.data.id });
  return (
    <>
      <ProductOpenGraph price={detail.data.offer_price} />
      <ProductDetailView detail={detail} siteUrl={getSiteUrl()} reviews={reviews} />
    </>
  );
}
