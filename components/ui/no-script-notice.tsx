import type { ReactNode } from 'react';
import styles from './no-script-notice.module.css';

interface NoScriptNoticeProps {
  children: ReactNode;
  /** A CSS selector for what only script would ever fill or use (a loading line): hidden without script. */
  hide?: string;
}

/**
 * A plain sentence for a browser without script, where the part it would see needs script (the cart lives in
 * the browser, spec section 3): inside <noscript>, so a browser running script never shows it.
 */
export function NoScriptNotice({ children, hide }: NoScriptNoticeProps) {
  return (
    <noscript>
      <p className={styles.notice}>{children}</p>
      {hide ? <style>{`${hide}{display:none!important}`}</style> : null}
    </noscript>
  );
}
