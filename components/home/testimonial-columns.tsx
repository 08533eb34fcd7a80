import type { FeaturedReview } from '@/lib/contract/featured-reviews';
import { ReviewCard } from './review-card';
import styles from './testimonial-columns.module.css';

function ReviewList({ testimonials, copy }: { testimonials: readonly FeaturedReview[]; copy?: boolean }) {
  return (
    <ul className={styles.list} aria-hidden={copy || undefined}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <ReviewCard review={testimonial} copy={copy} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Two columns of reviews drifting vertically (CSS only), in opposite
 * directions. Each list is drawn twice so the loop has no seam; the copy is
 * hidden from assistive technology. Hover or keyboard focus pauses a column;
 * reduced motion turns them into plain scrollable lists.
 */
export function TestimonialColumns({ testimonials }: { testimonials: readonly FeaturedReview[] }) {
  const columns = [
    testimonials.filter((_, index) => index % 2 === 0),
    testimonials.filter((_, index) => index % 2 === 1),
  ];
  return (
    <div className={styles.columns}>
      {columns.map((column, index) => (
        // A focusable region: keyboard users can pause it (focus) and scroll it (reduced motion).
        <div
          className={styles.viewport}
          key={index}
          tabIndex={0}
          role="region"
          aria-label={`More customer reviews, column ${index + 1} of 2`}
        >
          <div className={`${styles.track} ${index === 0 ? styles.up : styles.down}`}>
            <ReviewList testimonials={column} />
            <ReviewList testimonials={column} copy />
          </div>
        </div>
      ))}
    </div>
  );
}
