import type { ReactNode } from 'react';
import styles from './account-page.module.css';

export interface AccountPageProps {
  heading: string;
  /** One muted line under the heading. */
  intro?: string;
  /** Lists of orders get the wider column. */
  wide?: boolean;
  /** A link back, above the heading. */
  back?: ReactNode;
  /** The heading's id, for the content to be labelled by it. */
  headingId?: string;
  children: ReactNode;
}

/**
 * The server shell of the signed-in pages (account, orders, e-mail
 * confirmation): the heading and intro render on the server, the personal
 * part is the client leaf passed as children (it lives behind the browser's token).
 */
export function AccountPage({ heading, intro, wide = false, back, headingId, children }: AccountPageProps) {
  const className = [styles.page, wide ? styles.wide : '', intro ? styles.intro : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {back}
      <h1 id={headingId}>{heading}</h1>
      {intro ? <p>{intro}</p> : null}
      {children}
    </div>
  );
}
