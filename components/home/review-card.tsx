import styled from 'styled-components';
import { StarRating } from '@/components/catalogue/star-rating';
import type { Testimonial } from '@/lib/testimonials';
import { theme } from '@/styles/theme';

const Card = styled.figure`
  margin: 0;
  padding: ${theme.space(5)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  blockquote,
  blockquote p {
    margin: 0;
    color: ${theme.colors.ink};
  }
  figcaption {
    display: flex;
    flex-direction: column;
    font-size: 0.9rem;
  }
  figcaption span:first-of-type {
    font-weight: 700;
  }
  figcaption span:last-of-type {
    color: ${theme.colors.inkMuted};
  }
`;

/** One customer review: stars, the words and who wrote them. */
export function ReviewCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card>
      <StarRating rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.message}</p>
      </blockquote>
      <figcaption>
        <span>{testimonial.name}</span>
        <span>{testimonial.location}</span>
      </figcaption>
    </Card>
  );
}
