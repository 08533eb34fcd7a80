import type { ComponentProps } from 'react';
import type { ProductSummary } from '@/lib/contract';
import { ProductCard } from './product-card';
import { withClass } from '@/components/ui/class-name';
import styles from './product-grid.module.css';

/** The grid's <ul>, for lists that render their own items (the category listing, the skeleton); a caller's className comes after the grid's. */
export function Grid({ className, ...props }: ComponentProps<'ul'>) {
  return <ul {...props} className={withClass(styles.grid, className)} />;
}

export interface ProductGridProps {
  products: ProductSummary[];
  priorityCount?: number;
  headingLevel?: 2 | 3;
  'aria-label'?: string;
  /**
   * A few featured products (the home page's best sellers): one row to swipe through below 768 px instead of rows
   * of two, and four columns from 768 px.
   */
  featured?: boolean;
}

export function ProductGrid({
  products,
  priorityCount = 0,
  headingLevel = 3,
  'aria-label': ariaLabel,
  featured = false,
}: ProductGridProps) {
  return (
    <Grid aria-label={ariaLabel} className={featured ? styles.featured : undefined}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
