import type { ProductSummary } from '@/lib/contract';
import { getServerApi } from '@/lib/api/server';
import { logError } from '@/lib/server/log';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { HomeSection } from './home-section';

export const BEST_SELLERS_TITLE = 'Our Best Sellers';
const TITLE_ID = 'best-sellers-title';

/** Keeps what the spec's client keeps: best sellers that are active. */
export function selectBestSellers(products: ProductSummary[]): ProductSummary[] {
  return products.filter((product) => product.top_selling && product.is_active);
}

export function BestSellers({ products, priorityCount = 0 }: { products: ProductSummary[]; priorityCount?: number }) {
  return (
    <HomeSection titleId={TITLE_ID} title={BEST_SELLERS_TITLE}>
      <ProductGrid products={selectBestSellers(products)} priorityCount={priorityCount} />
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
