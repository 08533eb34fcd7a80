import { formatAdminAmount } from './admin-format';
import { NarrowTable } from './admin-parts';
import styles from './sales-chart.module.css';

interface DaySales {
  day: string;
  currency: 'USD' | 'INR';
  orders: number;
  total: number;
}

/** The UTC days from `count - 1` days ago to today, oldest first. */
export function lastDays(count: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

const WIDTH = 600;
const HEIGHT = 200;
/** Room under the bars for the day labels, and left of them for the amounts. */
const AXIS = 28;
const LEFT = 64;
const TOP = 12;
/** A bar never gets wider than this, so a week reads as a week and not as seven blocks. */
const MAX_BAR = 44;

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "26 Nov" for a UTC day. */
function shortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

/**
 * Revenue per day as bars, one chart per currency (never added across
 * currencies), every day of the period shown, days without sales as an
 * empty slot; amounts on the left axis (zero and the best day), days below
 * (each day up to a week, else every fifth and the last). `highlight`
 * marks a day (today, when the period is today and the chart shows the week
 * for context). An SVG with a title and a description for screen readers,
 * and the same figures as a table in a details element.
 */
export function SalesChart({
  sales,
  days,
  currency,
  id,
  highlight,
}: {
  sales: DaySales[];
  days: string[];
  currency: 'USD' | 'INR';
  id: string;
  highlight?: string;
}) {
  const byDay = new Map(sales.filter((row) => row.currency === currency).map((row) => [row.day, row]));
  const values = days.map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, total: byDay.get(day)?.total ?? 0 }));
  const highest = Math.max(...values.map((value) => value.total), 0);
  const plotWidth = WIDTH - LEFT;
  const slot = plotWidth / Math.max(1, values.length);
  const barWidth = Math.min(MAX_BAR, Math.max(2, slot * 0.7));
  const sum = values.reduce((total, value) => total + value.total, 0);
  const best = values.reduce(
    (top, value) => (value.total > top.total ? value : top),
    values[0] ?? { day: '', orders: 0, total: 0 },
  );
  const labelled = (index: number) => values.length <= 7 || index % 5 === 0 || index === values.length - 1;
  const description =
    highest === 0
      ? `No ${currency} sales from ${days[0]} to ${days[days.length - 1]}.`
      : `${formatAdminAmount(sum, currency)} in ${currency} from ${days[0]} to ${days[days.length - 1]}; the best day was ${best.day} with ${formatAdminAmount(best.total, currency)}.`;
  return (
    <figure className={styles.figure}>
      <figcaption id={`${id}-caption`}>
        Sales per day in {currency}
        {highlight !== undefined ? ', the last 7 days (today darker)' : ''}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${TOP + HEIGHT + AXIS}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{`Sales per day in ${currency}`}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {highest > 0 ? (
          <>
            <line
              className={styles.gridLine}
              x1={LEFT}
              y1={TOP}
              x2={WIDTH}
              y2={TOP}
              strokeWidth="1"
              strokeDasharray="4 4"
            />
            <text x={LEFT - 6} y={TOP + 5} className={styles.label} fontSize="13" textAnchor="end">
              {formatAdminAmount(highest, currency)}
            </text>
          </>
        ) : null}
        <text x={LEFT - 6} y={TOP + HEIGHT + 4} className={styles.label} fontSize="13" textAnchor="end">
          0
        </text>
        <line className={styles.axis} x1={LEFT} y1={TOP + HEIGHT} x2={WIDTH} y2={TOP + HEIGHT} strokeWidth="1" />
        {values.map((value, index) => {
          const height = highest === 0 ? 0 : Math.max(value.total > 0 ? 2 : 0, (value.total / highest) * HEIGHT);
          const centre = LEFT + index * slot + slot / 2;
          const colour = highlight === undefined || value.day === highlight ? styles.bar : styles.barMuted;
          return (
            <g key={value.day}>
              <rect
                className={colour}
                x={centre - barWidth / 2}
                y={TOP + HEIGHT - height}
                width={barWidth}
                height={height}
                opacity={highlight !== undefined && value.day !== highlight ? 0.5 : 1}
                rx="2"
              />
              {labelled(index) ? (
                <text x={centre} y={TOP + HEIGHT + 20} className={styles.label} fontSize="13" textAnchor="middle">
                  {shortDay(value.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details>
        <summary>The figures as a table</summary>
        <NarrowTable>
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
        </NarrowTable>
      </details>
    </figure>
  );
}
