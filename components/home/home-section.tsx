import type { ReactNode } from 'react';
import styles from './home-section.module.css';

export interface HomeSectionProps {
  /** Id of the heading, which names the section (a landmark region). */
  titleId: string;
  title: string;
  children?: ReactNode;
}

/** A titled band of the home page (and of the pages built from the same pieces). */
export function HomeSection({ titleId, title, children }: HomeSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
