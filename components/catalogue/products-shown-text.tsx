'use client';
import { NO_PRODUCTS_TEXT, showingProductsText } from './listing-messages';
import { useProductListing } from './product-listing-provider';
import styles from './products-shown-text.module.css';

/** 'Showing 1-{shown} out of {count} products', announced politely as Explore More adds products. */
export function ProductsShownText() {
  const { shown, count } = useProductListing();
  return (
    <p className={styles.text} role="status">
      {count > 0 ? showingProductsText(shown, count) : NO_PRODUCTS_TEXT}
    </p>
  );
}
