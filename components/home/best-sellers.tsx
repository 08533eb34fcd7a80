import styled from 'styled-components';
import type { ProductSummary } from '@/lib/contract';
import { theme } from '@/styles/theme';
import { ProductGrid } from '@/components/catalogue/product-grid';

export const BEST_SELLERS_TITLE = 'Our Best Sellers';

const Section = styled.section`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)} 0;
`;

const Title = styled.h2`
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  text-align: center;
  margin-bottom: ${theme.space(6)};
`;

/** Keeps what the spec's client keeps: best sellers that are active. */
export function selectBestSellers(products: ProductSummary[]): ProductSummary[] {
  return products.filter((product) => product.top_selling && product.is_active);
}

export function BestSellers({ products }: { products: ProductSummary[] }) {
  return (
    <Section aria-labelledby="best-sellers-title">
      <Title id="best-sellers-title">{BEST_SELLERS_TITLE}</Title>
      <ProductGrid products={selectBestSellers(products)} />
    </Section>
  );
}
