import { StarRating } from '@/components/catalogue/star-rating';
import styles from '@/components/catalogue/cards.module.css';
import type { Testimonial } from '@/lib/testimonials';

/** One customer review: stars, the words and who wrote them. */
export function ReviewCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.review}>
      <StarRating rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.message}</p>
      </blockquote>
      <figcaption>
        <span className={styles.reviewName}>{testimonial.name}</span>
        <span className={styles.reviewPlace}>{testimonial.location}</span>
      </figcaption>
    </figure>
  );
}
