import Link from '@/components/ui/link';
import styled from 'styled-components';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { loadBestSellers } from '@/components/home/best-sellers';
import { theme } from '@/styles/theme';

export const NO_BEST_SELLERS = 'Our best sellers are being restocked.';

const Empty = styled.p`
  text-align: center;
  a {
    font-weight: 700;
    color: ${theme.colors.madderDark};
  }
`;

/** Every active best seller, in the home page's grid. */
export async function BestSellersList() {
  const products = await loadBestSellers();
  if (products.length === 0) {
    return (
      <Empty>
        {NO_BEST_SELLERS} <Link href="/collections">Browse the collections</Link>
      </Empty>
    );
  }
  // Under the page's h1 directly: each name is an h2 (no jump from h1 to h3).
  return <ProductGrid products={products} priorityCount={4} headingLevel={2} />;
}
