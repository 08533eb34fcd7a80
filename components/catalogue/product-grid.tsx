import styled from 'styled-components';
import type { ProductSummary } from '@/lib/contract';
import { theme } from '@/styles/theme';
import { ProductCard } from './product-card';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export interface ProductGridProps {
  products: ProductSummary[];
  priorityCount?: number;
  headingLevel?: 2 | 3;
  'aria-label'?: string;
}

export function ProductGrid({ products, priorityCount = 0, headingLevel = 3, 'aria-label': ariaLabel }: ProductGridProps) {
  return (
    <Grid aria-label={ariaLabel}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
