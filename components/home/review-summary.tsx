import { StarRating } from '@/components/catalogue/star-rating';
import type { FeaturedReviews } from '@/lib/contract/featured-reviews';
import styles from './review-summary.module.css';

/** The shop's average over every published review, as a number, as stars and with how many there are. */
export function ReviewSummary({ summary }: { summary: FeaturedReviews['summary'] }) {
  if (summary.average === null) return null;
  const average = summary.average.toFixed(1);
  return (
    <div className={styles.summary}>
      <strong aria-hidden="true">{average}</strong>
      {/* Whole stars only: the sentence beside them gives the exact average. */}
      <span aria-hidden="true">
        <StarRating rating={summary.average} />
      </span>
      <p>
        Average {average} out of 5, from {summary.count} verified customer {summary.count === 1 ? 'review' : 'reviews'}
      </p>
    </div>
  );
}
