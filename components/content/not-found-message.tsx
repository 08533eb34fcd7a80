import { ActionLink } from './action-link';
import { NOT_FOUND_HOME_LINK, NOT_FOUND_TITLE } from './not-found-texts';
import styles from './not-found-message.module.css';

export { NOT_FOUND_HOME_LINK, NOT_FOUND_TITLE };

export interface NotFoundMessageProps {
  title?: string;
  text?: string;
  linkHref?: string;
  linkText?: string;
}

/** The not-found screen: a clear title, one sentence, and a way back. */
export function NotFoundMessage({
  title = NOT_FOUND_TITLE,
  text = 'The page you are looking for may have moved, or the link may be mistyped.',
  linkHref = '/',
  linkText = NOT_FOUND_HOME_LINK,
}: NotFoundMessageProps) {
  return (
    <section aria-labelledby="not-found-title" className={styles.wrapper}>
      <p aria-hidden="true" className={styles.code}>
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <ActionLink href={linkHref}>{linkText}</ActionLink>
    </section>
  );
}
