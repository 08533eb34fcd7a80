import type { Metadata } from 'next';
import { formatAdminTime, humanize } from '@/components/admin/admin-format';
import { AdminPageFrame, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { FilterButton, FilterForm, FilterSelect } from '@/components/admin/filter-form';
import { backTrail, Pager } from '@/components/admin/pager';
import { ReviewActions } from '@/components/admin/review-actions';
import styles from '@/components/admin/review-card.module.css';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { REVIEW_STATUSES } from '@/lib/contract/reviews';
import { fieldProblems, loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';

export const metadata: Metadata = { title: 'Reviews' };

const STATUS_OPTIONS = REVIEW_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

/** Shoppers' reviews, those waiting for a decision first: publish, hide, reply, mark as a staff pick. */
export default async function ReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const status = param(query.status);
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const self = new URLSearchParams(
    Object.entries({ status, cursor }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const result = await loadAdminDataOrInvalid(`/admin/reviews${self ? `?${self}` : ''}`, (api) =>
    // The URL's values go to the API as they are: it answers 400 naming a bad one, shown by its filter.
    api.listReviews({ status, cursor } as Parameters<typeof api.listReviews>[0]),
  );
  const problems = result.ok ? {} : fieldProblems(result.error);
  return (
    <AdminPageFrame>
      <h1>Reviews</h1>
      {result.ok ? (
        <p role="status">
          {result.data.pending_count === 0
            ? 'No review waits for a decision.'
            : `${result.data.pending_count} ${result.data.pending_count === 1 ? 'review waits' : 'reviews wait'} for a decision.`}
        </p>
      ) : null}
      <Panel aria-labelledby="review-filter-heading">
        <h2 id="review-filter-heading">Filter</h2>
        <FilterForm method="get" action="/admin/reviews" aria-labelledby="review-filter-heading">
          <FilterSelect
            id="review-status"
            name="status"
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            problem={problems.status}
          />
          <FilterButton>Show</FilterButton>
        </FilterForm>
      </Panel>
      <Panel aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Reviews, waiting ones first</h2>
        {!result.ok ? (
          <Alert>{result.error.message}</Alert>
        ) : result.data.data.length === 0 ? (
          <Muted>No review matches.</Muted>
        ) : (
          <>
            <ul className={styles.list}>
              {result.data.data.map((review) => (
                <li key={review.id} className={styles.card} aria-labelledby={`review-${review.id}`}>
                  <h3 id={`review-${review.id}`}>
                    {review.rating} of 5 stars: {review.title || 'No title'}
                  </h3>
                  <p className={styles.meta}>
                    <StatusPill>{humanize(review.status)}</StatusPill>
                    {review.featured ? <StatusPill>Staff pick</StatusPill> : null}
                    <span>
                      <Link href={`/admin/products/${review.product_id}`}>{review.product_name}</Link>
                    </span>
                    <span>
                      {review.customer_name}, order{' '}
                      <Link href={`/admin/orders/${review.order_id}`}>{review.order_id}</Link>
                    </span>
                    <span>{formatAdminTime(review.created_at)}</span>
                  </p>
                  <p className={styles.body}>{review.body}</p>
                  {review.photos.length > 0 ? (
                    <ul className={styles.photos} aria-label={`Photos of review ${review.id}`}>
                      {review.photos.map((photo) => (
                        <li key={photo.id}>
                          <a href={photo.url} target="_blank" rel="noreferrer" aria-label={`${photo.alt}, larger`}>
                            {/* eslint-disable-next-line @next/next/no-img-element -- the server's own WebP thumbnail, already sized */}
                            <img src={photo.thumbnail_url} alt={photo.alt} width={120} height={120} />
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {review.staff_reply ? (
                    <p className={styles.reply}>
                      Reply{review.replied_by_name ? ` by ${review.replied_by_name}` : ''}: {review.staff_reply}
                    </p>
                  ) : null}
                  <ReviewActions reviewId={review.id} reply={review.staff_reply} actions={review.allowed_actions} />
                </li>
              ))}
            </ul>
            <Pager
              basePath="/admin/reviews"
              filters={{ status }}
              cursor={cursor}
              back={back}
              nextCursor={result.data.next_cursor}
              label="Review pages"
            />
          </>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
