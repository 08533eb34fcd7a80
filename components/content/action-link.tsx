import type { ComponentProps } from 'react';
import Link from '@/components/ui/link';
import styles from './action-link.module.css';

const variants = { primary: styles.primary, secondary: styles.secondary, accent: styles.accent };

export type ActionLinkVariant = keyof typeof variants;

type ActionLinkProps = ComponentProps<typeof Link> & { $variant?: ActionLinkVariant; $small?: boolean };

/**
 * A link that looks like a button (Read More, Buy, Shop Now, Back to Home).
 * `$variant` and `$small` keep their `$` names from when it was a styled component, so no call site changes;
 * a wrapper that restyles it passes its class in `className`.
 */
export function ActionLink({ $variant = 'primary', $small = false, className, ...props }: ActionLinkProps) {
  const classes = [styles.link, $small ? styles.small : styles.regular, variants[$variant]];
  if (className) classes.push(className);
  return <Link className={classes.join(' ')} {...props} />;
}
