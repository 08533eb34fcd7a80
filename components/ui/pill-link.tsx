import type { ComponentProps } from 'react';
import Link from '@/components/ui/link';
import { withClass } from './class-name';
import styles from './pill-link.module.css';

/** The round indigo call to action under an empty or failed page message ('Continue shopping', 'Log in', 'Try again'). */
export function PillLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={withClass(styles.pill, className)} {...props} />;
}

export function PillButton({ className, ...props }: ComponentProps<'button'>) {
  return <button className={withClass(styles.pill, className)} {...props} />;
}

/** The outlined pill for the quieter action beside a filled one (a panel's Close, the zoom view's arrows). */
export function OutlinePillButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return <button className={withClass(styles.outline, className)} type={type} {...props} />;
}
