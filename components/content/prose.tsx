import type { ComponentProps } from 'react';
import { withClass } from '@/components/ui/class-name';
import styles from './prose.module.css';

/**
 * Reading typography for long text: policies and blog post bodies.
 * A wrapper that restyles it (the blog post's body) passes its class in `className`, merged after Prose's own.
 */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return <div className={withClass(styles.prose, className)} {...props} />;
}
