import Link from '@/components/ui/link';
import { withClass } from '@/components/ui/class-name';
import type { AdminOutput } from '@/lib/api/admin-client';
import { PAGE_TYPES, VITAL_METRICS, VITALS, type PageType, type VitalMetric, type VitalRating } from '@/lib/analytics';
import type { ShareSource } from '@/lib/share';
import { DataTable, FigureGrid, Muted, NarrowTable, Panel } from './admin-parts';
import styles from './traffic-panels.module.css';

type Traffic = AdminOutput<'getAdminDashboard'>['analytics']['today'];

const PAGE_TYPE_NAMES: Record<PageType, string> = {
  home: 'Home',
  category: 'Category',
  product: 'Product',
  blog: 'Blog',
  search: 'Search',
  cart: 'Cart and checkout',
  other: 'Other',
};

const STEP_NAMES: Record<Traffic['funnel'][number]['step'], string> = {
  product_view: 'Product page viewed',
  add_to_cart: 'Added to cart',
  checkout: 'Checkout (order placed)',
  paid: 'Paid (or cash on delivery)',
};

const SHARE_SOURCE_NAMES: Record<ShareSource, string> = {
  whatsapp: 'WhatsApp',
  pinterest: 'Pinterest',
  facebook: 'Facebook',
  x: 'X',
  copy: 'Copied link',
  native: "Phone's share sheet",
};

const RATING_NAMES: Record<VitalRating, string> = {
  good: 'Good',
  needs_improvement: 'Needs improvement',
  poor: 'Poor',
};

/** The class giving each rating's mark its colour: success, turmeric, danger. */
const RATING_CLASSES: Record<VitalRating, string | undefined> = {
  good: styles.good,
  needs_improvement: styles.needsImprovement,
  poor: styles.poor,
};

const number = new Intl.NumberFormat('en-IN');
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** A rating in words, with a coloured mark (the colour never says it alone). */
function Rating({ rating }: { rating: VitalRating }) {
  return <span className={withClass(styles.rating, RATING_CLASSES[rating])}>{RATING_NAMES[rating]}</span>;
}

/** A bar behind a funnel step's count: its share of the first step. */
function StepBar({ share }: { share: number }) {
  return (
    <span
      aria-hidden="true"
      className={styles.stepBar}
      style={{ width: `${Math.max(0, Math.min(100, share * 100))}%` }}
    />
  );
}

function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return '–';
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${number.format(value)} ms`;
}

/** Page views of the period, in all and per page type. */
export function PageViewsPanel({ traffic, periodLabel }: { traffic: Traffic; periodLabel: string }) {
  return (
    <Panel aria-labelledby="views-heading">
      <h2 id="views-heading" tabIndex={-1}>
        Page views · {periodLabel}
      </h2>
      <FigureGrid>
        <div>
          <dt>All pages</dt>
          <dd data-testid="page-views-figure">{number.format(traffic.page_views)}</dd>
        </div>
        {traffic.page_views_by_type
          .filter((row) => row.views > 0)
          .map((row) => (
            <div key={row.page_type}>
              <dt>{PAGE_TYPE_NAMES[row.page_type]}</dt>
              <dd>{number.format(row.views)}</dd>
            </div>
          ))}
      </FigureGrid>
      <Muted>From the shop&apos;s own beacon: browsers that ask not to be tracked are not counted.</Muted>
    </Panel>
  );
}

/** Product view → add to cart → checkout → paid, each with its share of the step before. */
export function FunnelPanel({ traffic, periodLabel }: { traffic: Traffic; periodLabel: string }) {
  const first = traffic.funnel[0]?.count ?? 0;
  return (
    <Panel aria-labelledby="funnel-heading">
      <h2 id="funnel-heading" tabIndex={-1}>
        Funnel · {periodLabel}
      </h2>
      <NarrowTable data-testid="funnel">
        <caption className="visually-hidden">
          From product page to payment, with each step&apos;s share of the step before
        </caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col" data-numeric="">
              Count
            </th>
            <th scope="col" data-numeric="">
              Of the step before
            </th>
          </tr>
        </thead>
        <tbody>
          {traffic.funnel.map((row) => (
            <tr key={row.step} data-step={row.step}>
              <th scope="row" data-label="Step">
                {STEP_NAMES[row.step]}
                <StepBar share={first === 0 ? 0 : row.count / first} />
              </th>
              <td data-label="Count" data-numeric="">
                {number.format(row.count)}
              </td>
              <td data-label="Of the step before" data-numeric="">
                {row.rate === null ? '–' : percent.format(row.rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </NarrowTable>
      <Muted>
        Product views come from the beacon (not from browsers that ask not to be tracked); adds to cart, orders and
        payments are counted by the shop itself, so a rate can pass 100%.
      </Muted>
    </Panel>
  );
}

/** The products viewed most and bought most in the period. */
export function TopProductsPanel({ traffic, periodLabel }: { traffic: Traffic; periodLabel: string }) {
  return (
    <Panel aria-labelledby="top-heading">
      <h2 id="top-heading" tabIndex={-1}>
        Top products · {periodLabel}
      </h2>
      <h3>Most viewed</h3>
      {traffic.top_viewed.length === 0 ? (
        <Muted>No product page viewed in this period yet.</Muted>
      ) : (
        <NarrowTable data-testid="top-viewed">
          <caption className="visually-hidden">Products viewed most</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" data-numeric="">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {traffic.top_viewed.map((row) => (
              <tr key={row.product_pk}>
                <td data-label="Product">
                  <Link href={`/product/${row.product_pk}`}>{row.product_name}</Link>
                </td>
                <td data-label="Views" data-numeric="">
                  {number.format(row.views)}
                </td>
              </tr>
            ))}
          </tbody>
        </NarrowTable>
      )}
      <h3>Most bought</h3>
      {traffic.top_bought.length === 0 ? (
        <Muted>Nothing sold in this period yet.</Muted>
      ) : (
        <NarrowTable data-testid="top-bought">
          <caption className="visually-hidden">Products bought most, in pieces</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" data-numeric="">
                Pieces
              </th>
              <th scope="col" data-numeric="">
                Orders
              </th>
            </tr>
          </thead>
          <tbody>
            {traffic.top_bought.map((row) => (
              <tr key={row.product_pk}>
                <td data-label="Product">
                  <Link href={`/product/${row.product_pk}`}>{row.product_name}</Link>
                </td>
                <td data-label="Pieces" data-numeric="">
                  {number.format(row.quantity)}
                </td>
                <td data-label="Orders" data-numeric="">
                  {number.format(row.orders)}
                </td>
              </tr>
            ))}
          </tbody>
        </NarrowTable>
      )}
    </Panel>
  );
}

/** Real shoppers' Web Vitals: the p75 per page type and metric, rated on web.dev's thresholds. */
export function VitalsPanel({ traffic, periodLabel }: { traffic: Traffic; periodLabel: string }) {
  const pageTypes = PAGE_TYPES.filter((pageType) => traffic.vitals.some((row) => row.page_type === pageType));
  return (
    <Panel aria-labelledby="vitals-heading">
      <h2 id="vitals-heading" tabIndex={-1}>
        Web Vitals (p75) · {periodLabel}
      </h2>
      {pageTypes.length === 0 ? (
        <Muted>No measurements in this period yet.</Muted>
      ) : (
        <DataTable className={styles.vitalsTable} data-testid="vitals">
          <caption className="visually-hidden">
            75th percentile of each Web Vital per page type, with its rating
          </caption>
          <thead>
            <tr>
              <th scope="col">Page type</th>
              {VITAL_METRICS.map((metric) => (
                <th scope="col" key={metric}>
                  <abbr title={VITALS[metric].label}>{metric}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageTypes.map((pageType) => (
              <tr key={pageType}>
                <th scope="row" data-label="Page type">
                  {PAGE_TYPE_NAMES[pageType]}
                </th>
                {VITAL_METRICS.map((metric) => {
                  const row = traffic.vitals.find(
                    (candidate) => candidate.page_type === pageType && candidate.metric === metric,
                  );
                  return (
                    <td key={metric} data-label={metric}>
                      {row === undefined || row.rating === null ? (
                        '–'
                      ) : (
                        // One box: on a phone the cell is a grid, and each loose piece would take a cell of its own.
                        <span>
                          {formatVital(metric, row.p75)} <Rating rating={row.rating} />
                          <br />
                          <small>
                            {number.format(row.samples)} {row.samples === 1 ? 'visit' : 'visits'},{' '}
                            {percent.format(row.good / Math.max(1, row.samples))} good
                          </small>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Muted>
        Good: LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1; poor: LCP over 4 s, INP over 500 ms, CLS over 0.25
        (web.dev). A p75 is rounded up to 100 ms (LCP), 10 ms (INP) or 0.01 (CLS).
      </Muted>
    </Panel>
  );
}

/** Visits from shared links and the orders placed from them, per share source, as the server counted them. */
export function SharedSourcesPanel({ traffic, periodLabel }: { traffic: Traffic; periodLabel: string }) {
  return (
    <Panel aria-labelledby="shared-heading">
      <h2 id="shared-heading" tabIndex={-1}>
        Shared links · {periodLabel}
      </h2>
      <NarrowTable data-testid="shared-sources">
        <caption className="visually-hidden">
          Visits from links shared with the Share button, and orders from them
        </caption>
        <thead>
          <tr>
            <th scope="col">Shared on</th>
            <th scope="col" data-numeric="">
              Visits
            </th>
            <th scope="col" data-numeric="">
              Orders
            </th>
            <th scope="col" data-numeric="">
              Paid
            </th>
          </tr>
        </thead>
        <tbody>
          {traffic.shared.map((row) => (
            <tr key={row.source} data-source={row.source}>
              <th scope="row" data-label="Shared on">
                {SHARE_SOURCE_NAMES[row.source]}
              </th>
              <td data-label="Visits" data-numeric="">
                {number.format(row.visits)}
              </td>
              <td data-label="Orders" data-numeric="">
                {number.format(row.orders)}
              </td>
              <td data-label="Paid" data-numeric="">
                {number.format(row.paid)}
              </td>
            </tr>
          ))}
        </tbody>
      </NarrowTable>
      <Muted>
        A visit counts when it lands from a shared link (utm_source, beacon); an order counts for the last shared link
        its shopper came from within 7 days. Browsers that ask not to be tracked are in neither.
      </Muted>
    </Panel>
  );
}
