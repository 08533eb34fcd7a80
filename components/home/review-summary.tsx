import { StarRating } from '@/components/catalogue/star-rating';
import { averageTestimonialRating, type Testimonial } from '@/lib/testimonials';
import styles from './review-summary.module.css';

/** The average of the reviews, as a number, as stars and with how many there are. */
export function ReviewSummary({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const average = averageTestimonialRating(testimonials);
  return (
    <div className={styles.summary}>
      <strong aria-hidden="true">{average.toFixed(1)}</strong>
      {/* Whole stars only: the sentence beside them gives the exact average. */}
      <span aria-hidden="true">
        <StarRating rating={average} />
      </span>
      <p>
        Average {average.toFixed(1)} out of 5, from {testimonials.length} customer reviews
      </p>
    </div>
  );
}
