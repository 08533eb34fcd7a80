import type { ComponentProps } from 'react';
import { withClass } from './class-name';
import styles from './button.module.css';

/**
 * The one look of a form's submit button: madder, a pill as tall as the fields (--control-height), dimmed while the form is busy.
 * Its own module, styled with a CSS module only, so the error screen (loaded by every page) can show it
 * without loading the CSS-in-JS runtime (docs/decisions/031-storefront-first-load-without-css-in-js.md);
 * components/ui/form-controls.ts re-exports it next to the form's other controls.
 */
export function SubmitButton({ className, ...props }: ComponentProps<'button'>) {
  return <button className={withClass(styles.button, className)} {...props} />;
}
