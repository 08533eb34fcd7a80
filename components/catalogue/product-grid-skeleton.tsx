import { Grid } from './product-grid';
import styles from './cards.module.css';

/**
 * Placeholder cards in the shape of the product grid, so nothing moves when
 * the products arrive. Read out once as the label, not card by card.
 */
export function ProductGridSkeleton({ count, label = 'Loading products' }: { count: number; label?: string }) {
  return (
    <Grid role="list" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} data-testid="product-card-skeleton">
          <div className={styles.placeholder} aria-hidden="true">
            <div className={styles.placeholderPicture} />
            <div className={styles.placeholderLines}>
              <span />
              <span />
              <span />
            </div>
          </div>
        </li>
      ))}
    </Grid>
  );
}
