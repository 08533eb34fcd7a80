import Link from '@/components/ui/link';
import type { FeaturedReviews } from '@/lib/contract/featured-reviews';
import { HomeSection } from './home-section';
import { ReviewSummary } from './review-summary';
import { TestimonialCarousel } from './testimonial-carousel';
import styles from './testimonials-section.module.css';

export const TESTIMONIALS_TITLE = 'Inspiring Change: Hear from Our Customers!';
export const ALL_REVIEWS_LINK_TEXT = 'Read all customer reviews';

/**
 * The home page's one reviews band (issue 31, item 7): the shop's average over every published review, the
 * rotating main review (real reviews of verified buyers, the staff's picks first: issue 29, item 9) and the way to
 * all of them. Each quote is on the page once: in the carousel, one at a time (docs/DEVIATIONS.md, row 64).
 * Nothing without reviews.
 */
export function TestimonialsSection({ reviews: { summary, data } }: { reviews: FeaturedReviews }) {
  if (data.length === 0) return null;
  return (
    <HomeSection titleId="testimonials-title" title={TESTIMONIALS_TITLE}>
      <div className={styles.band}>
        <div className={styles.overview}>
          <ReviewSummary summary={summary} />
          <p className={styles.more}>
            <Link href="/customer-reviews">{ALL_REVIEWS_LINK_TEXT}</Link>
          </p>
        </div>
        <TestimonialCarousel testimonials={data} />
      </div>
    </HomeSection>
  );
}
