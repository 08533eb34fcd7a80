'use client';
import { useEffect, useRef } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import { ActionLink } from './action-link';
import { NOT_FOUND_HOME_LINK } from './not-found-texts';
import { ERROR_RETRY, ERROR_TEXT, ERROR_TITLE } from './error-texts';
import styles from './error-message.module.css';

export { ERROR_RETRY, ERROR_TEXT, ERROR_TITLE } from './error-texts';

export interface ErrorMessageProps {
  /** Renders the failed part of the page again (Next's `retry`). */
  onRetry: () => void;
}

/** The error screen: a clear title, one calm sentence, a way to try again and a way home. */
export function ErrorMessage({ onRetry }: ErrorMessageProps) {
  const title = useRef<HTMLHeadingElement>(null);
  // The page changed under the shopper: move focus to the heading so screen readers announce it.
  useEffect(() => {
    title.current?.focus();
  }, []);
  return (
    <section className={styles.wrapper} aria-labelledby="error-title">
      {/* React hoists these into <head>: an error screen is never a page to index. */}
      <meta name="robots" content="noindex" />
      <h1 className={styles.title} id="error-title" ref={title} tabIndex={-1}>
        {ERROR_TITLE}
      </h1>
      <p className={styles.text}>{ERROR_TEXT}</p>
      <div className={styles.actions}>
        <SubmitButton className={styles.retry} type="button" onClick={onRetry}>
          {ERROR_RETRY}
        </SubmitButton>
        <ActionLink href="/" $variant="secondary">
          {NOT_FOUND_HOME_LINK}
        </ActionLink>
      </div>
    </section>
  );
}
