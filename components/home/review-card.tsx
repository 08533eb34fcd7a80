import { StarRating } from '@/components/catalogue/star-rating';
import Link from '@/components/ui/link';
import styles from '@/components/catalogue/cards.module.css';
import type { FeaturedReview } from '@/lib/contract/featured-reviews';

/**
 * One customer review: stars, the words, who wrote them and the product they bought. `copy` marks a duplicate
 * drawn for a seamless scrolling loop: hidden from assistive technology, so its link takes no keyboard stop.
 */
export function ReviewCard({ review, copy = false }: { review: FeaturedReview; copy?: boolean }) {
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
          on{' '}
          <Link href={`/product/${review.product_id}`} tabIndex={copy ? -1 : undefined}>
            {review.product_name}
          </Link>
        </span>
      </figcaption>
    </figure>
  );
}
