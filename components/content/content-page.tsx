import type { ReactNode } from 'react';
import styles from './content-page.module.css';

export interface ContentPageProps {
  title: string;
  /** A short label above the title, e.g. "Our story". */
  eyebrow?: string;
  intro?: ReactNode;
  /** Uses the full page width (cards, grids) instead of a reading column. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of a content page: one h1, an optional intro, then the page's sections. */
export function ContentPage({ title, eyebrow, intro, wide = false, children }: ContentPageProps) {
  return (
    <article className={wide ? `${styles.article} ${styles.wide}` : styles.article}>
      <header className={styles.header}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </header>
      {children}
    </article>
  );
}
