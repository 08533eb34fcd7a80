import Link from '@/components/ui/link';
import { loadFeaturedReviews } from '@/components/home/load-featured-reviews';
import { ReviewCard } from '@/components/home/review-card';
import { ReviewSummary } from '@/components/home/review-summary';
import { PageBody, PageHeading } from '@/components/layout/page-heading';
import { FEATURED_REVIEWS_MAX } from '@/lib/contract/featured-reviews';
import { pageMetadata } from '@/lib/seo';
import styles from './page.module.css';

// As the home page: the reviews are cached data, expired on every publish, hide or pick (docs/decisions/023).
export const revalidate = 10;

const TITLE = 'Customer Reviews';
const NO_REVIEWS_TEXT = 'No reviews yet: our first customers’ words will appear here once they have shared them.';

export const metadata = pageMetadata({
  title: TITLE,
  description:
    'What customers in India and around the world say about our hand block-printed clothes, home linen and accessories from Jaipur.',
  path: '/customer-reviews',
});

/** Reviews of verified buyers chosen by the shop's staff (issue 29, item 9), with the shop's rating over all of them. */
export default async function CustomerReviewsPage() {
  const { summary, data } = await loadFeaturedReviews(FEATURED_REVIEWS_MAX);
  return (
    <>
      <PageHeading
        title={TITLE}
        intro="Every order supports a family of printers, dyers and tailors in Rajasthan. These are the words of the people who took their work home, each from a delivered order."
      />
      <PageBody>
        {data.length === 0 ? (
          <p>{NO_REVIEWS_TEXT}</p>
        ) : (
          <>
            <section aria-labelledby="review-summary-title">
              <h2 id="review-summary-title" className="visually-hidden">
                Rating summary
              </h2>
              <ReviewSummary summary={summary} />
            </section>
            <section aria-labelledby="all-reviews-title">
              <h2 id="all-reviews-title" className="visually-hidden">
                Reviews
              </h2>
              <ul className={styles.reviews}>
                {data.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        <p className={styles.closing}>
          <Link href="/collections">Find your own favourite</Link>
        </p>
      </PageBody>
    </>
  );
}
