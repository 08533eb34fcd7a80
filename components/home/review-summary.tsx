import styled from 'styled-components';
import { StarRating } from '@/components/catalogue/star-rating';
import { averageTestimonialRating, type Testimonial } from '@/lib/testimonials';
import { theme } from '@/styles/theme';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  text-align: center;
  strong {
    font-family: ${theme.fonts.display};
    font-size: 2.5rem;
    line-height: 1;
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

/** The average of the reviews, as a number, as stars and with how many there are. */
export function ReviewSummary({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const average = averageTestimonialRating(testimonials);
  return (
    <Summary>
      <strong aria-hidden="true">{average.toFixed(1)}</strong>
      {/* Whole stars only: the sentence beside them gives the exact average. */}
      <span aria-hidden="true">
        <StarRating rating={average} />
      </span>
      <p>
        Average {average.toFixed(1)} out of 5, from {testimonials.length} customer reviews
      </p>
    </Summary>
  );
}
