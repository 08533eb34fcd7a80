import type { ReactNode } from 'react';
import styles from './totals-list.module.css';

export interface TotalsRow {
  /** Stable key for the row (the label's text usually). */
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export interface TotalsListProps {
  /** Subtotal, discount, shipping and so on, in order. */
  rows: TotalsRow[];
  /** The last line, set off by a rule above it. */
  total: { label: ReactNode; value: ReactNode };
  /** compact: an order card's totals (narrow, right-aligned, smaller total); else the cart summary's. */
  compact?: boolean;
}

/** A money summary as a description list: one line per amount, then the total (data-total). */
export function TotalsList({ rows, total, compact = false }: TotalsListProps) {
  return (
    <dl className={compact ? `${styles.totals} ${styles.compact}` : styles.totals}>
      {rows.map((row) => (
        <TotalsListRow key={row.key} label={row.label} value={row.value} />
      ))}
      <dt data-total="">{total.label}</dt>
      <dd data-total="">{total.value}</dd>
    </dl>
  );
}

function TotalsListRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
