import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { firstItem } from '@/lib/list';
import { CART_CURRENCIES } from '@/lib/contract/cart';
import { lastDays, SalesChart } from '@/components/admin/sales-chart';
import { formatAdminAmount } from '@/components/admin/admin-format';
import {
  AdminPageFrame,
  ButtonLink,
  ButtonRow,
  FigureGrid,
  Muted,
  NarrowTable,
  Panel,
} from '@/components/admin/admin-parts';
import { JumpLinks, type JumpLink } from '@/components/admin/jump-links';
import {
  FunnelPanel,
  PageViewsPanel,
  SharedSourcesPanel,
  TopProductsPanel,
  VitalsPanel,
} from '@/components/admin/traffic-panels';
import { loadAdminData, param, type SearchParams } from '../admin-data';

export const metadata: Metadata = { title: 'Dashboard' };

/** The dashboard's sections, by their headings' ids (the traffic panels' among them). */
const SECTIONS: JumpLink[] = [
  { id: 'sales-heading', label: 'Sales' },
  { id: 'chart-heading', label: 'Sales per day' },
  { id: 'views-heading', label: 'Page views' },
  { id: 'funnel-heading', label: 'Funnel' },
  { id: 'top-heading', label: 'Top products' },
  { id: 'shared-heading', label: 'Shared links' },
  { id: 'vitals-heading', label: 'Web Vitals' },
  { id: 'waiting-heading', label: 'Waiting for action' },
  { id: 'stock-heading', label: 'Low stock' },
];

const PERIODS = [
  { key: 'today', label: 'Today', figures: 'today', days: 1 },
  { key: '7d', label: '7 days', figures: 'last_7_days', days: 7 },
  { key: '30d', label: '30 days', figures: 'last_30_days', days: 30 },
] as const;

/** Today, 7 or 30 days (a link each, kept in the URL): sales, what waits for the shop, sizes running out. */
export default async function DashboardPage({ searchParams }: { searchParams: SearchParams }) {
  const chosen = param((await searchParams).period);
  const period = PERIODS.find((candidate) => candidate.key === chosen) ?? firstItem(PERIODS);
  const from = period.key === 'today' ? '/admin' : `/admin?period=${period.key}`;
  const dashboard = await loadAdminData(from, (api) => api.getAdminDashboard({}));
  const figures = dashboard[period.figures];
  const traffic = dashboard.analytics[period.figures];
  // One bar alone says little: today's chart shows the week around it, today marked.
  const days = lastDays(Math.max(7, period.days));
  const highlight = period.key === 'today' ? days[days.length - 1] : undefined;
  // A chart per currency sold in over the period (USD when nothing sold yet).
  const currencies = CART_CURRENCIES.filter((currency) =>
    dashboard.sales_by_day.some((row) => row.currency === currency && row.day >= (days[0] ?? '')),
  );

  return (
    <AdminPageFrame>
      <h1>Dashboard</h1>
      <nav aria-label="Period">
        <ButtonRow>
          {PERIODS.map((candidate) => (
            <ButtonLink
              key={candidate.key}
              href={candidate.key === 'today' ? '/admin' : `/admin?period=${candidate.key}`}
              aria-current={candidate === period ? 'page' : undefined}
            >
              {candidate.label}
            </ButtonLink>
          ))}
        </ButtonRow>
      </nav>
      <JumpLinks links={SECTIONS} />

      <Panel aria-labelledby="sales-heading">
        <h2 id="sales-heading" tabIndex={-1}>
          Sales · {period.label}
        </h2>
        <FigureGrid>
          <div>
            <dt>Orders</dt>
            <dd data-testid="orders-figure">{figures.orders}</dd>
          </div>
          {figures.revenue.map((row) => (
            <div key={row.currency}>
              <dt>Revenue ({row.currency})</dt>
              <dd>{formatAdminAmount(row.total, row.currency)}</dd>
            </div>
          ))}
          {figures.revenue.map((row) => (
            <div key={`${row.currency}-average`}>
              <dt>Average order ({row.currency})</dt>
              <dd>{formatAdminAmount(row.average, row.currency)}</dd>
            </div>
          ))}
        </FigureGrid>
        {figures.revenue.length === 0 ? <Muted>No sales in this period yet.</Muted> : null}
        <Muted>Revenue is gross, per currency (never added across currencies); days are UTC days.</Muted>
      </Panel>

      <Panel aria-labelledby="chart-heading">
        <h2 id="chart-heading" tabIndex={-1}>
          Sales per day · {period.label}
        </h2>
        {(currencies.length > 0 ? currencies : (['USD'] as const)).map((currency) => (
          <SalesChart
            key={currency}
            id={`chart-${currency}`}
            sales={dashboard.sales_by_day}
            days={days}
            currency={currency}
            highlight={highlight}
          />
        ))}
      </Panel>

      <PageViewsPanel traffic={traffic} periodLabel={period.label} />
      <FunnelPanel traffic={traffic} periodLabel={period.label} />
      <TopProductsPanel traffic={traffic} periodLabel={period.label} />
      <SharedSourcesPanel traffic={traffic} periodLabel={period.label} />
      <VitalsPanel traffic={traffic} periodLabel={period.label} />

      <Panel aria-labelledby="waiting-heading">
        <h2 id="waiting-heading" tabIndex={-1}>
          Waiting for action
        </h2>
        <FigureGrid>
          <div>
            <dt>Cash on delivery to confirm</dt>
            <dd>
              <Link href="/admin/orders?status=cod_confirmed&fulfilment_status=unfulfilled">
                {dashboard.waiting.cod_to_confirm}
              </Link>
            </dd>
          </div>
          <div>
            <dt>To pack and ship</dt>
            <dd>{dashboard.waiting.to_ship}</dd>
          </div>
        </FigureGrid>
        <ButtonRow>
          <ButtonLink href="/admin/orders?status=cod_confirmed&fulfilment_status=unfulfilled">
            Confirm cash on delivery
          </ButtonLink>
          <ButtonLink href="/admin/orders?status=paid&fulfilment_status=unfulfilled">Paid, to pack</ButtonLink>
          <ButtonLink href="/admin/orders?fulfilment_status=confirmed">Confirmed, to pack</ButtonLink>
          <ButtonLink href="/admin/orders?fulfilment_status=packed">Packed, to ship</ButtonLink>
        </ButtonRow>
      </Panel>

      <Panel aria-labelledby="stock-heading">
        <h2 id="stock-heading" tabIndex={-1}>
          Low stock
        </h2>
        {dashboard.low_stock.length === 0 ? (
          <Muted>Every size has more than 2 pieces free.</Muted>
        ) : (
          <NarrowTable>
            <caption className="visually-hidden">
              The sizes lowest on stock, of those with {dashboard.low_stock_threshold} or fewer pieces free
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Size</th>
                <th scope="col" data-numeric="">
                  Free
                </th>
              </tr>
            </thead>
            <tbody>
              {dashboard.low_stock.map((row) => (
                <tr key={`${row.product_pk}-${row.size}`}>
                  <td data-label="Product">
                    <Link href={`/product/${row.product_pk}`}>{row.product_name}</Link>
                  </td>
                  <td data-label="Size">{row.size}</td>
                  <td data-label="Free" data-numeric="">
                    {row.available}
                  </td>
                </tr>
              ))}
            </tbody>
          </NarrowTable>
        )}
        {dashboard.low_stock_total > dashboard.low_stock.length ? (
          <Muted data-testid="low-stock-count">
            The {dashboard.low_stock.length} lowest of {dashboard.low_stock_total} sizes with{' '}
            {dashboard.low_stock_threshold} or fewer pieces free.
          </Muted>
        ) : null}
      </Panel>
    </AdminPageFrame>
  );
}
