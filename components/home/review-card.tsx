import { StarRating } from '@/components/catalogue/star-rating';
import Link from '@/components/ui/link';
import styles from '@/components/catalogue/cards.module.css';
import type { FeaturedReview } from '@/lib/contract/featured-reviews';

/** One customer review: stars, the words, who wrote them and the product they bought. */
export function ReviewCard({ review }: { review: FeaturedReview }) {
  return (
    <figure className={styles.review}>
      <StarRating rating={review.rating} />
      <blockquote>
        {review.title ? <p className={styles.reviewTitle}>{review.title}</p> : null}
        <p>{review.message}</p>
      </blockquote>
      <figcaption>
        <span className={styles.reviewName}>{review.name}</span>
        <span className={styles.reviewPlace}>
          on <Link href={`/product/${review.product_id}`}>{review.product_name}</Link>
        </span>
      </figcaption>
    </figure>
  );
}
