'use client';
import { useEffect, useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { ReviewPhotos } from '@/components/catalogue/review-photos';
import { Alert } from '@/components/ui/alert';
import { FieldError } from '@/components/ui/field-error';
import { Input, SubmitButton, TextArea } from '@/components/ui/form-controls';
import { useFocusOutcome } from '@/components/ui/focus-outcome';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@/lib/contract/review-limits';
import type { ReviewPhoto } from '@/lib/contract/reviews';
import type { EndpointOutput } from '@/lib/contract';
import {
  REVIEW_BODY_LABEL,
  REVIEW_FAILED,
  REVIEW_RATING_LEGEND,
  REVIEW_SENDING,
  REVIEW_STAR_LABELS,
  REVIEW_SUBMIT,
  REVIEW_THIS_PRODUCT,
  REVIEW_TITLE_LABEL,
  REVIEWS_HEADING,
  REVIEWS_LOAD_FAILED,
  reviewedText,
} from './review-messages';
import { ReviewPhotoField } from './review-photo-field';
import styles from './order-reviews.module.css';

type OrderReviews = EndpointOutput<'getOrderReviews'>;
type Line = OrderReviews['data'][number];
type Problems = Partial<Record<'rating' | 'title' | 'body' | 'photos', string>>;
const PROBLEM_FIELDS = new Set<string>(['rating', 'title', 'body', 'photos']);
const isProblemField = (field: string): field is keyof Problems => PROBLEM_FIELDS.has(field);

async function fetchOrderReviews([, orderNumber, token]: readonly ['order-reviews', string, string]) {
  return browserApi.getOrderReviews({ order_id: orderNumber }, { token });
}

/** The form for one product: stars as a radio group 1 to 5 with labels, an optional title and the text. */
function ReviewForm({
  orderNumber,
  line,
  token,
  onSent,
}: {
  orderNumber: string;
  line: Line;
  token: string;
  onSent: (message: string) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; problems: Problems } | null>(null);
  const [photos, setPhotos] = useState<ReviewPhoto[]>([]);
  const container = useFocusOutcome<HTMLFormElement>(failure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setBusy(true);
    setFailure(null);
    try {
      const answer = await browserApi.createReview(
        {
          order_id: orderNumber,
          product_id: line.product_id,
          rating: text('rating'),
          title: text('title') || undefined,
          body: text('body'),
          ...(photos.length > 0 ? { photos: photos.map((photo) => photo.id) } : {}),
        },
        { token },
      );
      onSent(answer.message);
    } catch (error) {
      const problems: Problems = {};
      if (isApiError(error))
        for (const problem of error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : [])) {
          if (problem.field !== undefined && isProblemField(problem.field))
            problems[problem.field] = problem.message.replace(/^[\w.]+: /, '');
        }
      const fieldNamed = Object.keys(problems).length > 0;
      setFailure({
        message: isApiError(error) && (error.forShopper || fieldNamed) ? error.message : REVIEW_FAILED,
        problems,
      });
    } finally {
      setBusy(false);
    }
  }

  const described = (field: keyof Problems) =>
    failure?.problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  return (
    <form ref={container} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className={styles.stars} aria-describedby={failure?.problems.rating ? `${id}-rating-error` : undefined}>
        <legend>{REVIEW_RATING_LEGEND}</legend>
        {REVIEW_STAR_LABELS.map((label, index) => (
          <label key={label}>
            <input type="radio" name="rating" value={index + 1} required />
            {label}
          </label>
        ))}
      </fieldset>
      {failure?.problems.rating ? (
        // A radio cannot be marked invalid: the message, an alert, takes the focus.
        <Alert id={`${id}-rating-error`}>Rating {failure.problems.rating}</Alert>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{REVIEW_TITLE_LABEL}</label>
        <Input id={`${id}-title`} name="title" maxLength={REVIEW_TITLE_MAX} {...described('title')} />
        {failure?.problems.title ? (
          <FieldError id={`${id}-title-error`}>Title {failure.problems.title}</FieldError>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>{REVIEW_BODY_LABEL}</label>
        <TextArea id={`${id}-body`} name="body" rows={4} maxLength={REVIEW_BODY_MAX} required {...described('body')} />
        {failure?.problems.body ? (
          <FieldError id={`${id}-body-error`}>Review {failure.problems.body}</FieldError>
        ) : null}
      </div>
      <ReviewPhotoField token={token} photos={photos} onChange={setPhotos} problem={failure?.problems.photos} />
      {failure && Object.keys(failure.problems).length === 0 ? <Alert>{failure.message}</Alert> : null}
      <div>
        <SubmitButton type="submit" disabled={busy} aria-busy={busy}>
          {busy ? REVIEW_SENDING : REVIEW_SUBMIT}
        </SubmitButton>
      </div>
    </form>
  );
}

function ReviewItem({
  orderNumber,
  line,
  token,
  onSent,
}: {
  orderNumber: string;
  line: Line;
  token: string;
  onSent: () => void;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState('');
  const outcome = useFocusOutcome<HTMLLIElement>(sent);
  return (
    <li ref={outcome} className={styles.item} aria-labelledby={headingId}>
      <h3 id={headingId}>{line.product_name}</h3>
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {line.review ? (
        <>
          <p>{reviewedText(line.review.rating, line.review.status)}</p>
          <ReviewPhotos photos={line.review.photos} label={`Your photos of ${line.product_name}`} />
        </>
      ) : line.can_review ? (
        open ? (
          <ReviewForm
            orderNumber={orderNumber}
            line={line}
            token={token}
            onSent={(message) => {
              setSent(message);
              setOpen(false);
              onSent();
            }}
          />
        ) : (
          <div>
            <SubmitButton
              type="button"
              onClick={() => setOpen(true)}
              aria-label={`${REVIEW_THIS_PRODUCT}: ${line.product_name}`}
            >
              {REVIEW_THIS_PRODUCT}
            </SubmitButton>
          </div>
        )
      ) : null}
    </li>
  );
}

/**
 * "Review this product" for each product of a delivered order (GET /api/order-reviews/ with the token): a
 * product already reviewed says how it stands; the server decides what may be reviewed (can_review).
 */
export function OrderReviews({ orderNumber, token }: { orderNumber: string; token: string }) {
  const { data, error, mutate } = useSWR(['order-reviews', orderNumber, token] as const, fetchOrderReviews, {
    shouldRetryOnError: false,
  });
  const shown = data !== undefined && data.delivered && data.data.length > 0;
  // The delivery message links to #reviews: the section arrives after the page, so the browser's own jump misses it.
  useEffect(() => {
    if (shown && window.location.hash === '#reviews') document.getElementById('reviews')?.scrollIntoView();
  }, [shown]);
  if (error) return <Alert>{REVIEWS_LOAD_FAILED}</Alert>;
  if (!shown) return null;
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{REVIEWS_HEADING}</h2>
      <ul className={styles.list}>
        {data.data.map((line) => (
          <ReviewItem
            key={line.product_id}
            orderNumber={orderNumber}
            line={line}
            token={token}
            onSent={() => void mutate()}
          />
        ))}
      </ul>
    </section>
  );
}
