'use client';
import { useId, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextArea } from '@/components/ui/form-controls';
import { adminBrowserApi } from '@/lib/api/admin-browser';
import { REVIEW_REPLY_MAX } from '@/lib/contract/admin-limits';
import type { ReviewActionName } from '@/lib/contract/admin-reviews';
import { AdminButton, ButtonRow } from './admin-parts';
import { useActionRunner } from './order-actions';
import styles from './review-card.module.css';

const BUTTON_LABELS: Record<Exclude<ReviewActionName, 'reply'>, string> = {
  publish: 'Publish',
  hide: 'Hide',
  feature: 'Mark as staff pick',
  unfeature: 'Unmark staff pick',
};

/**
 * What can be done to one review, as the server answered it (allowed_actions of GET /api/admin/reviews/):
 * publish, hide, mark as a staff pick or not, and reply. The page then reloads its data and focus moves to
 * the outcome message.
 */
export function ReviewActions({
  reviewId,
  reply,
  actions,
}: {
  reviewId: number;
  reply: string | null;
  actions: readonly ReviewActionName[];
}) {
  const { message, run, props, status } = useActionRunner<ReviewActionName>();
  const id = useId();
  const review_id = reviewId;
  const calls: Record<Exclude<ReviewActionName, 'reply'>, () => Promise<{ message: string }>> = {
    publish: () => adminBrowserApi.publishReview({ review_id }),
    hide: () => adminBrowserApi.hideReview({ review_id }),
    feature: () => adminBrowserApi.featureReview({ review_id, featured: true }),
    unfeature: () => adminBrowserApi.featureReview({ review_id, featured: false }),
  };
  const buttons = (['publish', 'hide', 'feature', 'unfeature'] as const).filter((action) => actions.includes(action));
  const failure = [...buttons, 'reply' as const].map((action) => props(action).failure).find(Boolean) ?? null;
  const replyProps = props('reply');
  function submitReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('reply');
    void run('reply', () => adminBrowserApi.replyToReview({ review_id, reply: typeof text === 'string' ? text : '' }));
  }
  return (
    <>
      <Alert tone="success" {...status}>
        {message}
      </Alert>
      {failure ? <Alert>{failure.message}</Alert> : null}
      {buttons.length > 0 ? (
        <ButtonRow>
          {buttons.map((action) => {
            const { busy, anyBusy } = props(action);
            return (
              <AdminButton
                key={action}
                type="button"
                $variant={action === 'hide' ? 'dangerSecondary' : action === 'publish' ? 'primary' : 'secondary'}
                disabled={anyBusy}
                aria-busy={busy}
                onClick={() => void run(action, calls[action])}
              >
                {BUTTON_LABELS[action]}
              </AdminButton>
            );
          })}
        </ButtonRow>
      ) : null}
      {actions.includes('reply') ? (
        <form className={styles.replyForm} onSubmit={submitReply} noValidate>
          <label htmlFor={`${id}-reply`}>Shop&apos;s reply (shown under the review; empty removes it)</label>
          <TextArea
            id={`${id}-reply`}
            name="reply"
            rows={2}
            maxLength={REVIEW_REPLY_MAX}
            defaultValue={reply ?? ''}
            aria-invalid={replyProps.failure ? true : undefined}
          />
          <ButtonRow>
            <AdminButton type="submit" $variant="secondary" disabled={replyProps.anyBusy} aria-busy={replyProps.busy}>
              Save reply
            </AdminButton>
          </ButtonRow>
        </form>
      ) : null}
    </>
  );
}
