import type { ReactNode, Ref } from 'react';
import { withClass } from './class-name';
import styles from './alert.module.css';

export type AlertTone = 'error' | 'success';

export interface AlertProps {
  /** error: role=alert, read out at once; success: role=status, read out politely. */
  tone?: AlertTone;
  /** 'div' when the message holds paragraphs or a list (not `as`: styled(Alert) would swallow it). */
  element?: 'p' | 'div';
  id?: string;
  className?: string;
  /** -1 when a script moves focus to the message (the outcome of an action whose form went away). */
  tabIndex?: number;
  /** To the message itself (a `p` unless `element` says otherwise). */
  ref?: Ref<HTMLParagraphElement>;
  children?: ReactNode;
}

/**
 * The one message banner of the shop's forms: a coloured bar on the left, the
 * tone's tint behind (alert.module.css). An empty alert takes no room but stays a live region.
 * Client forms restyle it with styled(Alert): their rules come after the stylesheet and win.
 */
export function Alert({ tone = 'error', element = 'p', id, className, tabIndex, ref, children }: AlertProps) {
  const props = {
    id,
    className: withClass(`${styles.alert} ${styles[tone]}`, className),
    tabIndex,
    role: tone === 'error' ? 'alert' : 'status',
  };
  return element === 'div' ? (
    <div ref={ref} {...props}>
      {children}
    </div>
  ) : (
    <p ref={ref} {...props}>
      {children}
    </p>
  );
}
