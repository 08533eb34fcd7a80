import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { getServerApi } from '@/lib/api/server';
import { parseProductId, productPath } from '@/lib/catalogue-paths';
import { isApiError, type ProductDetailResponse } from '@/lib/contract';
import { pageMetadata, productDescription } from '@/lib/seo';

/**
 * The product for /product/{productId} in its default size (S, or its first
 * size). An id that is not a positive whole number, an unknown product and an
 * inactive one (the API answers 404) are null: the page answers not found
 * (NotFoundAnswer, docs/decisions/017).
 */
export const findProduct = cache(async (segment: string): Promise<ProductDetailResponse | null> => {
  const productPk = parseProductId(segment);
  if (productPk === null) return null;
  try {
    return await getServerApi().getProductDetail({ product_pk: productPk });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    // Anything else is a failure, not a missing product: the error page, which is not cached as a 404.
    throw error;
  }
});

/** A product's link preview: its picture, name and price as a 1200×630 JPEG (app/og/product/[productId]/route.ts). */
export function productPreviewPath(productId: number): string {
  return `/og/product/${productId}`;
}

/**
 * A product page's metadata. og:type is left out here: Next's Metadata API
 * knows no `product` type and renders `other` entries as name=, so the page
 * renders og:type product and the price with property= (ProductOpenGraph).
 */
export function productMetadata({ data: product }: ProductDetailResponse): Metadata {
  return pageMetadata({
    title: product.name,
    description: productDescription({
      name: product.name,
      category: product.category_name,
      subcategory: product.sub_category_name,
      description: product.description,
    }),
    path: productPath(product.id),
    image: { url: productPreviewPath(product.id), alt: product.name },
    type: null,
  });
}
