'use client';
import { ProductCard } from './product-card';
import { listingPageAnchor } from './listing-anchors';
import type { ProductCardProps } from './product-card';

/**
 * The cards of the products Explore More loaded (the first item of each page carries an anchor id, as the
 * server-rendered pages do). A chunk of its own, loaded with the first page it shows (appended-cards-loader.ts):
 * the card's picture code (next/image's getImageProps) is not in the listing's first load.
 */
export function AppendedCards({
  pages,
  headingLevel,
}: {
  /** The pages loaded (ProductListingProvider's LoadedPage). */
  pages: { page: number; products: ProductCardProps['product'][] }[];
  headingLevel: 2 | 3;
}) {
  return pages.flatMap(({ page, products }) =>
    products.map((product, index) => (
      <li key={product.id} id={index === 0 ? listingPageAnchor(page) : undefined}>
        <ProductCard product={product} headingLevel={headingLevel} />
      </li>
    )),
  );
}
