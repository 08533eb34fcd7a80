import type { ProductSummary } from '@/lib/contract';
import { getServerApi } from '@/lib/api/server';
import { logError } from '@/lib/server/log';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { PillLink } from '@/components/ui/pill-link';
import { HomeSection } from './home-section';
import styles from './best-sellers.module.css';

export const BEST_SELLERS_TITLE = 'Our Best Sellers';
export const ALL_BEST_SELLERS_LINK_TEXT = 'View all best sellers';
/** The home page shows the first eight (the spec's eight placeholders); /best-sellers shows them all. */
export const HOME_BEST_SELLERS = 8;
const TITLE_ID = 'best-sellers-title';

/** Keeps what the spec's client keeps: best sellers that are active. */
export function selectBestSellers(products: ProductSummary[]): ProductSummary[] {
  return products.filter((product) => product.top_selling && product.is_active);
}

/**
 * The first eight best sellers: two rows of four on a desktop, one row to swipe through on a phone (the page stays
 * within about four screens: issue 31, item 7), and the way to all of them.
 */
export function BestSellers({ products }: { products: ProductSummary[] }) {
  const shown = selectBestSellers(products).slice(0, HOME_BEST_SELLERS);
  return (
    <HomeSection titleId={TITLE_ID} title={BEST_SELLERS_TITLE}>
      <ProductGrid products={shown} featured />
      {shown.length > 0 ? (
        <p className={styles.more}>
          <PillLink href="/best-sellers">{ALL_BEST_SELLERS_LINK_TEXT}</PillLink>
        </p>
      ) : null}
    </HomeSection>
  );
}

/** Fetches the best sellers; a failure is logged only (spec section 8) and the grid stays empty. */
export async function loadBestSellers(): Promise<ProductSummary[]> {
  try {
    const response = await getServerApi().getTopSellingProducts({});
    return selectBestSellers(response.data.data);
  } catch (error) {
    logError('best sellers failed to load', error);
    return [];
  }
}

export async function BestSellersSection() {
  return <BestSellers products={await loadBestSellers()} />;
}
