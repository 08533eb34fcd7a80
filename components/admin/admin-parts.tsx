import type { ComponentProps } from 'react';
import Link from '@/components/ui/link';
import { withClass } from '@/components/ui/class-name';
import styles from './admin-parts.module.css';

/**
 * The parts the back office's pages share: page frame, panels, tables that stack on phones, figures,
 * buttons (admin-parts.module.css). Each takes a `className` after its own, for a caller that
 * restyles it (`styled(DataTable)`).
 */
export function AdminPageFrame({ className, ...props }: ComponentProps<'div'>) {
  return <div className={withClass(styles.frame, className)} {...props} />;
}

export function Panel({ className, ...props }: ComponentProps<'section'>) {
  return <section className={withClass(styles.panel, className)} {...props} />;
}

/** Quiet text: a paragraph, or a span inside a line (`as="span"`). */
export function Muted({ as: Tag = 'p', className, ...props }: ComponentProps<'p'> & { as?: 'p' | 'span' | 'div' }) {
  return <Tag className={withClass(styles.muted, className)} {...props} />;
}

/**
 * A table of rows; under 640 px each row becomes a card, every cell with its
 * column's name before it (`data-label`), so the page never scrolls sideways.
 */
export function DataTable({ className, ...props }: ComponentProps<'table'>) {
  return <table className={withClass(`${styles.table} ${styles.dataTable}`, className)} {...props} />;
}

/**
 * A table of two or three short columns (a name and figures): it fits a
 * phone as it is, so it stays a table there, a line per row instead of
 * DataTable's card per row.
 */
export function NarrowTable({ className, ...props }: ComponentProps<'table'>) {
  return <table className={withClass(`${styles.table} ${styles.narrowTable}`, className)} {...props} />;
}

/** A row of figures (orders, revenue...), wrapping on narrow screens; two abreast on most phones. */
export function FigureGrid({ className, ...props }: ComponentProps<'dl'>) {
  return <dl className={withClass(styles.figureGrid, className)} {...props} />;
}

/**
 * The back office's buttons, one shape for thumbs (44 px high, round ends) in
 * the variants the screens need: `primary` (filled, the step a form takes),
 * `secondary` (outlined, an action beside others), `danger` and
 * `dangerSecondary` (the same for what takes something away), `onDark` (on
 * the indigo header). `$block` fills its form's width at 48 px, for the one
 * action a form ends with.
 */
export type AdminButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerSecondary' | 'onDark';

export function AdminButton({
  $variant = 'primary',
  $block,
  className,
  ...props
}: ComponentProps<'button'> & { $variant?: AdminButtonVariant; $block?: boolean }) {
  const own = `${styles.button} ${styles[$variant]}${$block ? ` ${styles.block}` : ''}`;
  return <button className={withClass(own, className)} {...props} />;
}

/** A link that looks like a secondary button; the current page's is filled. */
export function ButtonLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link className={withClass(`${styles.button} ${styles.secondary} ${styles.buttonLink}`, className)} {...props} />
  );
}

export function ButtonRow({ className, ...props }: ComponentProps<'div'>) {
  return <div className={withClass(styles.buttonRow, className)} {...props} />;
}

/** The state of an order as a small pill. */
export function StatusPill({ className, ...props }: ComponentProps<'span'>) {
  return <span className={withClass(styles.statusPill, className)} {...props} />;
}
