import Link from '@/components/ui/link';
import { HomeSection } from './home-section';
import type { FeaturedReviews } from '@/lib/contract/featured-reviews';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';
import styles from './customer-reviews-section.module.css';

export const CUSTOMER_REVIEWS_TITLE = 'Customer Reviews';
const SHOWN = 3;

/** The home page's short reviews band: the shop's average, a few reviews and a link to all of them. */
export function CustomerReviewsSection({ reviews: { summary, data } }: { reviews: FeaturedReviews }) {
  if (data.length === 0) return null;
  // The last few, so the band does not repeat the carousel's opening review.
  const shown = data.slice(-SHOWN);
  return (
    <HomeSection titleId="customer-reviews-title" title={CUSTOMER_REVIEWS_TITLE}>
      <ReviewSummary summary={summary} />
      <ul className={styles.cards}>
        {shown.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link href="/customer-reviews">Read all customer reviews</Link>
      </p>
    </HomeSection>
  );
}
