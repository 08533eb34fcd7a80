'use client';
import { useEffect, useRef } from 'react';
import { ERROR_RETRY, ERROR_TEXT, ERROR_TITLE } from '@/components/content/error-texts';
import { NOT_FOUND_HOME_LINK } from '@/components/content/not-found-texts';
import styles from '@/components/content/error-message.module.css';
import linkStyles from '@/components/content/action-link.module.css';
import buttonStyles from '@/components/ui/button.module.css';
import Link from '@/components/ui/link';
import { SITE_NAME } from '@/lib/site-name';
import { displayFont } from '@/styles/fonts';
import '@/styles/global.css';

/**
 * The root layout itself failed: this replaces it, so it brings its own document, styles and font, and nothing
 * of the layout (header, session, footer) that may be what failed. It shows the error screen of
 * components/content/error-message.tsx (its texts and styles) in plain elements rather than through that
 * component: this page is in every page's first load beside app/error.tsx, and Turbopack gives each its own
 * copy of the component (issue 32, item 5).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  // Screen readers announce the new screen: focus moves to its heading.
  useEffect(() => title.current?.focus(), []);
  return (
    <html lang="en" className={displayFont.variable}>
      <body>
        <title>{`${ERROR_TITLE} | ${SITE_NAME}`}</title>
        <main id="main">
          <section className={styles.wrapper} aria-labelledby="error-title">
            <meta name="robots" content="noindex" />
            <h1 className={styles.title} id="error-title" ref={title} tabIndex={-1}>
              {ERROR_TITLE}
            </h1>
            <p className={styles.text}>{ERROR_TEXT}</p>
            <div className={styles.actions}>
              <button className={`${buttonStyles.button} ${styles.retry}`} type="button" onClick={retry}>
                {ERROR_RETRY}
              </button>
              <Link className={`${linkStyles.link} ${linkStyles.regular} ${linkStyles.secondary}`} href="/">
                {NOT_FOUND_HOME_LINK}
              </Link>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}
