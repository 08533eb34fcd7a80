import Link from '@/components/ui/link';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { loadBestSellers } from '@/components/home/best-sellers';
import styles from './best-sellers.module.css';

export const NO_BEST_SELLERS = 'Our best sellers are being restocked.';

/** Every active best seller, in the home page's grid. */
export async function BestSellersList() {
  const products = await loadBestSellers();
  if (products.length === 0) {
    return (
      <p className={styles.empty}>
        {NO_BEST_SELLERS} <Link href="/collections">Browse the collections</Link>
      </p>
    );
  }
  // Under the page's h1 directly: each name is an h2 (no jump from h1 to h3).
  return <ProductGrid products={products} priorityCount={4} headingLevel={2} />;
}
