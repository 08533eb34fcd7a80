import type { ComponentProps } from 'react';
import { withClass } from './class-name';
import styles from './disclosure.module.css';

/**
 * A `<details>` with a summary a thumb can hit: the look of every disclosure
 * that folds filters away (the storefront's listing filters, the back office's
 * "More filters"). Works without JavaScript; each place adds its layout in a
 * className after this one.
 */
export function Disclosure({ className, ...props }: ComponentProps<'details'>) {
  return <details className={withClass(styles.disclosure, className)} {...props} />;
}
