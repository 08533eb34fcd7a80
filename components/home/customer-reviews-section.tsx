import Link from '@/components/ui/link';
import styled from 'styled-components';
import { TESTIMONIALS, type Testimonial } from '@/lib/testimonials';
import { theme } from '@/styles/theme';
import { HomeSection } from './home-section';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';

export const CUSTOMER_REVIEWS_TITLE = 'Customer Reviews';
const SHOWN = 3;

const Cards = styled.ul`
  list-style: none;
  margin: ${theme.space(8)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: flex;
  }
  li > figure {
    flex: 1;
  }
`;

const More = styled.p`
  margin: ${theme.space(6)} 0 0;
  text-align: center;
  a {
    display: inline-block;
    padding: ${theme.space(3)} ${theme.space(6)};
    border: 2px solid ${theme.colors.indigo};
    border-radius: ${theme.radii.round};
    color: ${theme.colors.indigo};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.indigo};
    color: #fff;
  }
`;

/** The home page's short reviews band: the average, a few reviews and a link to all of them. */
export function CustomerReviewsSection({ testimonials = TESTIMONIALS }: { testimonials?: readonly Testimonial[] }) {
  // The latest few, so the band does not repeat the carousel's opening review.
  const shown = testimonials.slice(-SHOWN);
  return (
    <HomeSection titleId="customer-reviews-title" title={CUSTOMER_REVIEWS_TITLE}>
      <ReviewSummary testimonials={testimonials} />
      <Cards>
        {shown.map((testimonial) => (
          <li key={testimonial.id}>
            <ReviewCard testimonial={testimonial} />
          </li>
        ))}
      </Cards>
      <More>
        <Link href="/customer-reviews">Read all customer reviews</Link>
      </More>
    </HomeSection>
  );
}
