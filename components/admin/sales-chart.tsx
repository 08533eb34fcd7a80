import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { formatAdminAmount } from './admin-format';
import { DataTable } from './admin-parts';

interface DaySales {
  day: string;
  currency: 'USD' | 'INR';
  orders: number;
  total: number;
}

const Figure = styled.figure`
  margin: 0 0 ${theme.space(4)};
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-height: 220px;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: ${theme.space(2)};
  }
  details {
    margin-top: ${theme.space(2)};
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${theme.colors.indigo};
    font-weight: 600;
  }
`;

/** The UTC days from `count - 1` days ago to today, oldest first. */
export function lastDays(count: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

const WIDTH = 600;
const HEIGHT = 200;
const AXIS = 24;

/**
 * Revenue per day as bars, one chart per currency (never added across
 * currencies): an SVG with a title and a description for screen readers,
 * and the same figures as a table in a details element.
 */
export function SalesChart({ sales, days, currency, id }: { sales: DaySales[]; days: string[]; currency: 'USD' | 'INR'; id: string }) {
  const byDay = new Map(sales.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  const values = days.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, total: byDay.get(day)?.total ?? 0 }));
  const highest = Math.max(...values.map((value) => value.total), 0);
  const slot = WIDTH / values.length;
  const barWidth = Math.max(2, slot * 0.7);
  const sum = values.reduce((total, value) => total + value.total, 0);
  const best = values.reduce((top, value) => (value.total > top.total ? value : top), values[0] ?? { day: '', orders: 0, total: 0 });
  const description =
    highest === 0
      ? `No ${currency} sales from ${days[0]} to ${days[days.length - 1]}.`
      : `${formatAdminAmount(sum, currency)} in ${currency} from ${days[0]} to ${days[days.length - 1]}; the best day was ${best.day} with ${formatAdminAmount(best.total, currency)}.`;
  return (
    <Figure>
      <figcaption id={`${id}-caption`}>Sales per day in {currency}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="none">
        <title id={`${id}-title`}>{`Sales per day in ${currency}`}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke={theme.colors.inkMuted} strokeWidth="1" />
        {values.map((value, index) => {
          const height = highest === 0 ? 0 : Math.max(value.total > 0 ? 2 : 0, (value.total / highest) * (HEIGHT - 10));
          return <rect key={value.day} x={index * slot + (slot - barWidth) / 2} y={HEIGHT - height} width={barWidth} height={height} fill={theme.colors.indigo} rx="2" />;
        })}
        <text x="0" y={HEIGHT + 18} fontSize="14" fill={theme.colors.inkMuted}>
          {days[0]}
        </text>
        <text x={WIDTH} y={HEIGHT + 18} fontSize="14" fill={theme.colors.inkMuted} textAnchor="end">
          {days[days.length - 1]}
        </text>
      </svg>
      <details>
        <summary>The figures as a table</summary>
        <DataTable>
          <caption className="visually-hidden">Sales per day in {currency}</caption>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col" data-numeric="">
                Orders
              </th>
              <th scope="col" data-numeric="">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {values.map((value) => (
              <tr key={value.day}>
                <th scope="row" data-label="Day (UTC)">
                  {value.day}
                </th>
                <td data-label="Orders" data-numeric="">
                  {value.orders}
                </td>
                <td data-label="Revenue" data-numeric="">
                  {formatAdminAmount(value.total, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </Figure>
  );
}
