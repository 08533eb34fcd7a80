import type { ComponentProps } from 'react';
import { withClass } from '@/components/ui/class-name';
import styles from './account-message.module.css';

/**
 * The centred message of the signed-in pages while they load, when the
 * shopper must log in first, or when nothing could be read: one or two
 * paragraphs and a link; `data-tone="error"` on a paragraph colours it.
 */
export function AccountMessage({ className, ...props }: ComponentProps<'div'>) {
  return <div className={withClass(styles.message, className)} {...props} />;
}
