import type { ProductReviews } from '@/lib/contract/reviews';
import { productPath } from '@/lib/catalogue-paths';
import Link from '@/components/ui/link';
import { ReviewPhotos } from './review-photos';
import { StarRating } from './star-rating';
import styles from './product-reviews.module.css';

export const REVIEWS_TITLE = 'Customer reviews';
export const NO_REVIEWS_TEXT = 'No reviews yet. Reviews come from shoppers whose order was delivered.';
export const VERIFIED_BUYER = 'Verified buyer';

/** Where page `page` of a product's reviews is rendered: the first on the product page, the others on their own. */
export function productReviewsPath(productId: number, page: number): string {
  return page <= 1 ? `${productPath(productId)}#reviews` : `${productPath(productId)}/reviews?page=${page}`;
}

function formatReviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A product's published reviews, server rendered: the summary (average, count, stars per rating), one page
 * of reviews newest first with the shop's replies, and links to the other pages. Texts are plain text that
 * React escapes.
 */
export function ProductReviewsSection({
  productId,
  reviews,
  headingLevel = 2,
}: {
  productId: number;
  reviews: ProductReviews;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { summary } = reviews;
  return (
    <section className={styles.section} id="reviews" aria-labelledby="reviews-title">
      <Heading id="reviews-title">{REVIEWS_TITLE}</Heading>
      {summary.count === 0 || summary.average === null ? (
        <p>{NO_REVIEWS_TEXT}</p>
      ) : (
        <>
          <p className={styles.summary}>
            <StarRating rating={summary.average} />
            <span>
              {summary.average.toFixed(1)} out of 5, from {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
          <ul className={styles.bars} aria-label="Reviews per rating">
            {summary.stars.map((entry) => (
              <li key={entry.rating}>
                {entry.rating} {entry.rating === 1 ? 'star' : 'stars'}: {entry.count}
              </li>
            ))}
          </ul>
          <ol className={styles.list}>
            {reviews.data.map((review) => (
              <li key={review.id} className={styles.review}>
                <StarRating rating={review.rating} />
                {review.title ? <h3>{review.title}</h3> : null}
                <p className={styles.byline}>
                  {review.author}, {VERIFIED_BUYER.toLowerCase()}, {formatReviewDate(review.created_at)}
                </p>
                <p className={styles.body}>{review.body}</p>
                <ReviewPhotos photos={review.photos} label={`Photos from ${review.author}`} />
                {review.staff_reply ? <p className={styles.reply}>Reply from the shop: {review.staff_reply}</p> : null}
              </li>
            ))}
          </ol>
          {reviews.total_pages > 1 ? (
            <nav aria-label="Review pages" className={styles.pages}>
              {reviews.page > 1 ? (
                <Link href={productReviewsPath(productId, reviews.page - 1)} rel="prev">
                  Newer reviews
                </Link>
              ) : null}
              <span>
                Page {reviews.page} of {reviews.total_pages}
              </span>
              {reviews.page < reviews.total_pages ? (
                <Link href={productReviewsPath(productId, reviews.page + 1)} rel="next">
                  Older reviews
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
