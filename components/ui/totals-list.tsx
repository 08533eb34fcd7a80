import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface TotalsRow {
  /** Stable key for the row (the label's text usually). */
  key: string;
  label: ReactNode;
  value: ReactNode;
}

const List = styled.dl<{ $compact: boolean }>`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  row-gap: ${({ $compact }) => theme.space($compact ? 1 : 2)};
  ${({ $compact }) => ($compact ? `max-width: 360px; margin-left: auto;` : '')}
  dt {
    padding-right: ${({ $compact }) => ($compact ? '0' : theme.space(4))};
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
  }
  dt[data-total],
  dd[data-total] {
    padding-top: ${({ $compact }) => theme.space($compact ? 2 : 3)};
    border-top: 1px solid ${theme.colors.border};
    color: ${theme.colors.ink};
    font-size: ${({ $compact }) => ($compact ? 'inherit' : 'var(--text-lead)')};
    font-weight: 700;
  }
`;

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
    <List $compact={compact}>
      {rows.map((row) => (
        <TotalsListRow key={row.key} label={row.label} value={row.value} />
      ))}
      <dt data-total="">{total.label}</dt>
      <dd data-total="">{total.value}</dd>
    </List>
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
