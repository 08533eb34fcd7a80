import styles from './skip-link.module.css';

export const SKIP_LINK_TEXT = 'Skip to content';

/** The first thing a keyboard reaches on every page, before the test-mode strip, the banner and the header. */
export function SkipLink() {
  return (
    <a className={styles.anchor} href="#main">
      {SKIP_LINK_TEXT}
    </a>
  );
}
