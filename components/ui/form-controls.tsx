import type { ComponentProps } from 'react';
import { withClass } from './class-name';
import styles from './form-controls.module.css';

/**
 * The one look of the shop's text inputs, selects and text areas (form-controls.module.css): one
 * height for fields and selects (the --control-height token, 48px), a border dark enough for 3:1
 * contrast, a red border when invalid. Forms add only what
 * differs (a text area's height, a read-only state), in a className after the control's own.
 */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={withClass(styles.control, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={withClass(styles.control, className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={withClass(`${styles.control} ${styles.textArea}`, className)} {...props} />;
}

/**
 * The one look of a form's submit button. It lives in ./submit-button, styled with a CSS module
 * (components/ui/button.module.css), so the error screen can show it without styled-components;
 * forms keep importing it from here.
 */
export { SubmitButton } from './submit-button';

/** A short hint under a field or a group of choices, tied to it with aria-describedby. */
export function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return <p className={withClass(styles.hint, className)} {...props} />;
}
