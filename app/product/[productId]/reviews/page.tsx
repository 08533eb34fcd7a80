import type { Metadata } from 'next';
import { ProductReviewsSection } from '@/components/catalogue/product-reviews';
import styles from '@/components/catalogue/product-reviews.module.css';
import { NOT_FOUND_METADATA, NotFoundAnswer } from '@/components/content/not-found-answer';
import Link from '@/components/ui/link';
import { getServerApi } from '@/lib/api/server';
import { productPath } from '@/lib/catalogue-paths';
import { pageMetadata } from '@/lib/seo';
import { findProduct } from '../product-data';

type Props = {
  params: Promise<{ productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page number asked for: a whole number from 1, else the first page. */
function pageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { productId } = await params;
  const detail = await findProduct(productId);
  if (!detail) return NOT_FOUND_METADATA;
  const page = pageOf((await searchParams).page);
  return pageMetadata({
    title: `Reviews of ${detail.data.name}, page ${page}`,
    description: `What shoppers who bought ${detail.data.name} say about it.`,
    path: `${productPath(detail.data.id)}/reviews?page=${page}`,
  });
}

/** A product's published reviews after the first page (the product page shows the first), server rendered. */
export default async function ProductReviewsPage({ params, searchParams }: Props) {
  const { productId } = await params;
  const detail = await findProduct(productId);
  if (!detail) return <NotFoundAnswer />;
  const page = pageOf((await searchParams).page);
  const reviews = await getServerApi().getProductReviews({ product_id: detail.data.id, page });
  return (
    <div className={styles.page}>
      <p>
        <Link href={productPath(detail.data.id)}>Back to {detail.data.name}</Link>
      </p>
      <ProductReviewsSection productId={detail.data.id} reviews={reviews} headingLevel={1} />
    </div>
  );
}
