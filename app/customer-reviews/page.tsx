import Link from '@/components/ui/link';
import styled from 'styled-components';
import { ReviewCard } from '@/components/home/review-card';
import { ReviewSummary } from '@/components/home/review-summary';
import { PageHeading } from '@/components/layout/page-heading';
import { pageMetadata } from '@/lib/seo';
import { TESTIMONIALS } from '@/lib/testimonials';
import { theme } from '@/styles/theme';

const TITLE = 'Customer Reviews';

export const metadata = pageMetadata({
  title: TITLE,
  description:
    'What customers in India and around the world say about our hand block-printed clothes, home linen and accessories from Jaipur.',
  path: '/customer-reviews',
});

const Body = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)} 0;
`;

const Reviews = styled.ul`
  list-style: none;
  margin: ${theme.space(10)} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoints.xl}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
  }
  li > figure {
    flex: 1;
  }
`;

const Closing = styled.p`
  margin: ${theme.space(10)} 0 0;
  text-align: center;
  a {
    display: inline-block;
    padding: ${theme.space(3)} ${theme.space(8)};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.madder};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.madderDark};
  }
`;

export default function CustomerReviewsPage() {
  return (
    <>
      <PageHeading
        title={TITLE}
        intro="Every order supports a family of printers, dyers and tailors in Rajasthan. These are the words of the people who took their work home."
      />
      <Body>
        <section aria-labelledby="review-summary-title">
          <h2 id="review-summary-title" className="visually-hidden">
            Rating summary
          </h2>
          <ReviewSummary testimonials={TESTIMONIALS} />
        </section>
        <section aria-labelledby="all-reviews-title">
          <h2 id="all-reviews-title" className="visually-hidden">
            All reviews
          </h2>
          <Reviews>
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.id}>
                <ReviewCard testimonial={testimonial} />
              </li>
            ))}
          </Reviews>
        </section>
        <Closing>
          <Link href="/collections">Find your own favourite</Link>
        </Closing>
      </Body>
    </>
  );
}
