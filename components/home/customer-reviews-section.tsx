import Link from '@/components/ui/link';
import { TESTIMONIALS, type Testimonial } from '@/lib/testimonials';
import { HomeSection } from './home-section';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';
import styles from './customer-reviews-section.module.css';

export const CUSTOMER_REVIEWS_TITLE = 'Customer Reviews';
const SHOWN = 3;

/** The home page's short reviews band: the average, a few reviews and a link to all of them. */
export function CustomerReviewsSection({ testimonials = TESTIMONIALS }: { testimonials?: readonly Testimonial[] }) {
  // The latest few, so the band does not repeat the carousel's opening review.
  const shown = testimonials.slice(-SHOWN);
  return (
    <HomeSection titleId="customer-reviews-title" title={CUSTOMER_REVIEWS_TITLE}>
      <ReviewSummary testimonials={testimonials} />
      <ul className={styles.cards}>
        {shown.map((testimonial) => (
          <li key={testimonial.id}>
            <ReviewCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link href="/customer-reviews">Read all customer reviews</Link>
      </p>
    </HomeSection>
  );
}
