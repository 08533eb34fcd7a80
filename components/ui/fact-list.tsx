import type { ComponentProps } from 'react';
import { withClass } from './class-name';
import styles from './fact-list.module.css';

export type FactListProps = ComponentProps<'dl'>;

/**
 * A description list of facts, each `<div><dt>label</dt><dd>value</dd></div>`:
 * the label small and muted above its value (fact-list.module.css). Pages extend it
 * with their own spacing and value colours (`styled(FactList)`, or a class of their own).
 */
export function FactList({ className, ...props }: FactListProps) {
  return <dl className={withClass(styles.facts, className)} {...props} />;
}
