import type { FeaturedReview } from '@/lib/contract/featured-reviews';
import { HomeSection } from './home-section';
import { TestimonialCarousel } from './testimonial-carousel';
import { TestimonialColumns } from './testimonial-columns';

export const TESTIMONIALS_TITLE = 'Inspiring Change: Hear from Our Customers!';

/**
 * The home page's testimonials: real reviews of verified buyers, the staff's picks first (issue 29, item 9), as the
 * rotating main review beside two scrolling columns; nothing without reviews.
 */
export function TestimonialsSection({ testimonials }: { testimonials: readonly FeaturedReview[] }) {
  if (testimonials.length === 0) return null;
  return (
    <HomeSection
      titleId="testimonials-title"
      title={TESTIMONIALS_TITLE}
      intro="Every order supports a family of printers, dyers and tailors in Rajasthan. Here is what the people who bring their work home say."
    >
      <TestimonialCarousel testimonials={testimonials}>
        <TestimonialColumns testimonials={testimonials} />
      </TestimonialCarousel>
    </HomeSection>
  );
}
