import styles from './cards.module.css';

/** An integer rating out of 5 as stars, read out as words. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${filled} out of 5`}>
      {'★'.repeat(filled) + '☆'.repeat(5 - filled)}
    </span>
  );
}
