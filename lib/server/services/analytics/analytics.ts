import 'server-only';
import {
  PAGE_TYPES,
  VITAL_METRICS,
  pageTypeOf,
  productIdOfPath,
  summarizeVitalHistogram,
  vitalBucketOf,
  type PageType,
  type VitalMetric,
} from '../../../analytics';
import { ApiError } from '../../../contract';
import { SHARE_SOURCES, shareSourceOf, type ShareSource } from '../../../share';
import type { beaconBody } from '../../../contract/system';
import type { z } from 'zod';
import { getDatabase, type Executor } from '../../db/connection';
import type { RequestContext } from '../request-context';
import * as analytics from './repositories/analytics';
import type { DayProduct, OrderDays } from './repositories/order-sales-days';
import { enforceRateLimit, type RateLimit } from '../platform/rate-limits';

/** A shopper's browser sends a page view and, as the page is left, up to three vitals: a minute of fast browsing stays far below this. */
export const BEACON_RATE_LIMIT: RateLimit = { limit: 60, windowMs: 60_000 };
export const BEACON_RATE_LIMIT_MESSAGE = 'Too many beacons from this address. Please wait a minute.';
export const BEACON_CROSS_SITE_MESSAGE = "The beacon only takes reports from the shop's own pages.";

/** The UTC day (YYYY-MM-DD) of a moment: the counters' one time unit. */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Characters a browser leaves as they are in a path, which encodeURIComponent escapes. */
const PATH_SUB_DELIMS = /%(24|26|2B|2C|3B|3D|3A|40)/g;

/** One segment spelled one way: /home%20%26%20living and /home%20&%20living are the same page. */
function canonicalSegment(segment: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%': counted as it came
  }
  return encodeURIComponent(decoded).replace(PATH_SUB_DELIMS, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/** A path as counted: each segment spelled one way, without the trailing slash (/cart/ and /cart are one page). */
function countedPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return trimmed.split('/').map(canonicalSegment).join('/');
}

/**
 * POST /api/beacon/: one page's view and/or Web Vitals, added to the day's
 * counters in one transaction (an upsert per event; no row per visit, no
 * address kept: the address only counts against the rate limit, whose key
 * expires within the minute). Another site's pages may not report (403).
 */
export async function recordBeacon(input: z.output<typeof beaconBody>, context: RequestContext): Promise<undefined> {
  if (context.headers?.get('sec-fetch-site') === 'cross-site')
    throw new ApiError('forbidden', BEACON_CROSS_SITE_MESSAGE);
  await enforceRateLimit(`beacon:address:${context.clientAddress}`, BEACON_RATE_LIMIT, BEACON_RATE_LIMIT_MESSAGE);
  const path = countedPath(input.path);
  const pageType = pageTypeOf(path);
  const productId = pageType === 'product' ? productIdOfPath(path) : null;
  const day = utcDayOf(new Date());
  // A shared link's landing (lib/share.ts): its page view carries the link's utm_source.
  const sharedFrom = shareSourceOf(input.utm_source);
  const { db } = await getDatabase();
  await db.transaction().execute(async (trx) => {
    for (const event of input.events) {
      if (event.name === 'page_view') {
        await analytics.countPageView(trx, { day, path, pageType, productId });
        if (sharedFrom) await analytics.countSharedVisit(trx, { day, source: sharedFrom });
      } else
        await analytics.countVitalSample(trx, {
          day,
          pageType,
          metric: event.name,
          bucket: vitalBucketOf(event.name, event.value),
        });
    }
  });
  return undefined;
}

/**
 * Counts one add to cart, in the cart's own transaction (the funnel's second
 * step, counted by the server whatever the browser: no shopper is named).
 */
export async function recordCartAdd(trx: Executor, productId: number, at: Date): Promise<void> {
  await analytics.countCartAdd(trx, { day: utcDayOf(at), productId });
}

interface AnalyticsReport {
  page_views: number;
  page_views_by_type: { page_type: PageType; views: number }[];
  top_viewed: { product_pk: number; product_name: string; views: number }[];
  top_bought: { product_pk: number; product_name: string; quantity: number; orders: number }[];
  funnel: { step: 'product_view' | 'add_to_cart' | 'checkout' | 'paid'; count: number; rate: number | null }[];
  vitals: ({ page_type: PageType; metric: VitalMetric } & ReturnType<typeof summarizeVitalHistogram>)[];
  shared: { source: ShareSource; visits: number; orders: number; paid: number }[];
}

/** How many products the top lists hold. */
const TOP_PRODUCTS = 5;

/** A share as a fraction with 4 decimals, or null when there is nothing to divide by. */
function rateOf(count: number, previous: number): number | null {
  return previous === 0 ? null : Math.round((count / previous) * 10_000) / 10_000;
}

function asPageType(value: string): PageType | undefined {
  return PAGE_TYPES.find((type) => type === value);
}

function asMetric(value: string): VitalMetric | undefined {
  return VITAL_METRICS.find((metric) => metric === value);
}

/** The products sold most (pieces, then id) over these days: per product, the days' pieces and orders summed (an order is placed on one day) and the greatest name. */
function topBoughtOf(
  rows: DayProduct[],
): { productId: number; productName: string; quantity: number; orders: number }[] {
  const totals = new Map<number, { productId: number; productName: string; quantity: number; orders: number }>();
  for (const row of rows) {
    const total = totals.get(row.productId);
    if (total === undefined) totals.set(row.productId, { ...row });
    else {
      total.quantity += row.quantity;
      total.orders += row.orders;
      if (row.productName > total.productName) total.productName = row.productName;
    }
  }
  return [...totals.values()]
    .sort((a, b) => b.quantity - a.quantity || a.productId - b.productId)
    .slice(0, TOP_PRODUCTS);
}

/**
 * The dashboard's traffic figures for the UTC days from `fromDay` to today:
 * page views, the top products viewed and bought, the funnel (product page
 * views, items added to carts, checkouts submitted = orders placed, paid =
 * orders with a sale behind them; each step's rate is of the step before),
 * the p75 of each Web Vital per page type, and per share source the visits
 * from shared links and the orders placed from them (lib/share.ts).
 * `orderDays`: the orders' figures day by day from `fromDay` or earlier
 * (sales-days.ts, read once for the dashboard's three periods).
 */
export async function reportAnalytics(db: Executor, fromDay: string, orderDays: OrderDays): Promise<AnalyticsReport> {
  const since = `${fromDay}T00:00:00.000Z`;
  const [byType, topViewed, cartAdds, histograms, sharedVisits, sharedOrders] = await Promise.all([
    analytics.sumPageViewsByType(db, fromDay),
    analytics.listTopViewedProducts(db, fromDay, TOP_PRODUCTS),
    analytics.sumCartAdds(db, fromDay),
    analytics.listVitalHistograms(db, fromDay),
    analytics.sumSharedVisits(db, fromDay),
    analytics.countSharedOrders(db, since),
  ]);
  const orders = {
    checkouts: orderDays.placed.filter((row) => row.day >= fromDay).reduce((sum, row) => sum + row.orders, 0),
    sales: orderDays.sales.filter((row) => row.day >= fromDay).reduce((sum, row) => sum + row.orders, 0),
  };
  const topBought = topBoughtOf(orderDays.products.filter((row) => row.day >= fromDay));
  const pageViewsByType = PAGE_TYPES.map((pageType) => ({
    page_type: pageType,
    views: byType.find((row) => row.pageType === pageType)?.views ?? 0,
  }));
  const productViews = pageViewsByType.find((row) => row.page_type === 'product')?.views ?? 0;
  const steps = [
    { step: 'product_view', count: productViews },
    { step: 'add_to_cart', count: cartAdds },
    { step: 'checkout', count: orders.checkouts },
    { step: 'paid', count: orders.sales },
  ] as const;
  const vitals: AnalyticsReport['vitals'] = [];
  for (const pageType of PAGE_TYPES) {
    for (const metric of VITAL_METRICS) {
      const rows = histograms.filter((row) => asPageType(row.pageType) === pageType && asMetric(row.metric) === metric);
      if (rows.length > 0) vitals.push({ page_type: pageType, metric, ...summarizeVitalHistogram(metric, rows) });
    }
  }
  return {
    page_views: pageViewsByType.reduce((sum, row) => sum + row.views, 0),
    page_views_by_type: pageViewsByType,
    top_viewed: topViewed.map((row) => ({
      product_pk: row.productId,
      product_name: row.productName,
      views: row.views,
    })),
    top_bought: topBought.map((row) => ({
      product_pk: row.productId,
      product_name: row.productName,
      quantity: row.quantity,
      orders: row.orders,
    })),
    funnel: steps.map((step, index) => ({
      step: step.step,
      count: step.count,
      rate: index === 0 ? null : rateOf(step.count, steps[index - 1]?.count ?? 0),
    })),
    vitals,
    shared: SHARE_SOURCES.map((source) => {
      const placed = sharedOrders.find((row) => row.source === source);
      return {
        source,
        visits: sharedVisits.find((row) => row.source === source)?.visits ?? 0,
        orders: placed?.orders ?? 0,
        paid: placed?.paid ?? 0,
      };
    }),
  };
}
