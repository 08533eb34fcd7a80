import type { ComponentProps } from 'react';
import { withClass } from './class-name';
import styles from './fact-list.module.css';

export interface FactListProps extends ComponentProps<'dl'> {
  /** Accepted for the callers written when this was a styled `dl`; it is always a `dl`. */
  as?: 'dl';
}

/**
 * A description list of facts, each `<div><dt>label</dt><dd>value</dd></div>`:
 * the label small and muted above its value (fact-list.module.css). Pages extend it
 * with their own spacing and value colours (`styled(FactList)`, or a class of their own).
 */
export function FactList({ className, as, ...props }: FactListProps) {
  return <dl className={withClass(styles.facts, className)} {...props} />;
}
