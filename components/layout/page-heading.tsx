import type { ReactNode } from 'react';
import styles from './page-heading.module.css';

/** The one <h1> of a content page, with an optional introduction. */
export function PageHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
    </header>
  );
}

/** The content under a PageHeading, as wide as the header's; `flush` drops the space above it. */
export function PageBody({ children, flush = false }: { children: ReactNode; flush?: boolean }) {
  return <div className={flush ? `${styles.body} ${styles.flush}` : styles.body}>{children}</div>;
}
