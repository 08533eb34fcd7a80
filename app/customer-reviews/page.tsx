import Link from '@/components/ui/link';
import { ReviewCard } from '@/components/home/review-card';
import { ReviewSummary } from '@/components/home/review-summary';
import { PageBody, PageHeading } from '@/components/layout/page-heading';
import { pageMetadata } from '@/lib/seo';
import { TESTIMONIALS } from '@/lib/testimonials';
import styles from './page.module.css';

const TITLE = 'Customer Reviews';

export const metadata = pageMetadata({
  title: TITLE,
  description:
    'What customers in India and around the world say about our hand block-printed clothes, home linen and accessories from Jaipur.',
  path: '/customer-reviews',
});

export default function CustomerReviewsPage() {
  return (
    <>
      <PageHeading
        title={TITLE}
        intro="Every order supports a family of printers, dyers and tailors in Rajasthan. These are the words of the people who took their work home."
      />
      <PageBody>
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
          <ul className={styles.reviews}>
            {TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.id}>
                <ReviewCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.closing}>
          <Link href="/collections">Find your own favourite</Link>
        </p>
      </PageBody>
    </>
  );
}
