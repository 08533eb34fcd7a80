'use client';
import { ProductCard } from './product-card';
import { listingPageAnchor } from './listing-anchors';
import { useProductListing } from './product-listing-provider';

/**
 * The products Explore More loaded, as further items of the listing's grid
 * (rendered inside the server's <ul>). The first item of each page carries an
 * anchor id, as the server-rendered pages do.
 */
export function AppendedProducts({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { loadedPages } = useProductListing();
  return loadedPages.flatMap(({ page, products }) =>
    products.map((product, index) => (
      <li key={product.id} id={index === 0 ? listingPageAnchor(page) : undefined}>
        <ProductCard product={product} headingLevel={headingLevel} />
      </li>
    )),
  );
}
