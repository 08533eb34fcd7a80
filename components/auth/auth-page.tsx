import type { ReactNode } from 'react';
import styles from './auth-page.module.css';

/** The frame of the login and sign-up pages: one h1, a short intro, the form. */
export function AuthPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      {children}
    </div>
  );
}
