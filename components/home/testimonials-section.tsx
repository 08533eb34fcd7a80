import { TESTIMONIALS, type Testimonial } from '@/lib/testimonials';
import { HomeSection } from './home-section';
import { TestimonialCarousel } from './testimonial-carousel';
import { TestimonialColumns } from './testimonial-columns';

export const TESTIMONIALS_TITLE = 'Inspiring Change: Hear from Our Customers!';

/** The home page's testimonials: the rotating main review beside two scrolling columns. */
export function TestimonialsSection({ testimonials = TESTIMONIALS }: { testimonials?: readonly Testimonial[] }) {
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
