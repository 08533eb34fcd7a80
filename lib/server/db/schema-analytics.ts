import type { Generated } from 'kysely';

/** Page views per UTC day and path (migration 014, the first-party beacon). */
export interface AnalyticsPageViewsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  /** lib/analytics.ts PAGE_TYPES. */
  page_type: string;
  /** The product of a product page, else null. */
  product_id: number | null;
  views: number;
}

/** Items added to carts per UTC day and product (migration 014). */
export interface AnalyticsCartAddsTable {
  day: string;
  product_id: number;
  adds: number;
}

/** One histogram bucket of a Web Vitals metric per UTC day and page type (migration 014, lib/analytics.ts). */
export interface AnalyticsVitalsTable {
  day: string;
  page_type: string;
  /** LCP, INP or CLS. */
  metric: string;
  bucket: number;
  samples: number;
}

/** Visits that landed from a shared link, per UTC day and share source (migration 032, lib/share.ts). */
export interface AnalyticsSharedVisitsTable {
  day: string;
  source: string;
  visits: number;
}

/** A closed UTC day of orders (migration 034, services/analytics/sales-days.ts): counted, or changed since (stale = 1). */
export interface OrderSalesDaysTable {
  /** YYYY-MM-DD, UTC, the day the orders were placed. */
  day: string;
  stale: number;
  /** Orders placed that day, in any status (the funnel's checkouts). */
  placed: Generated<number>;
}

/** The pieces of one product sold on one counted day (order_sales_days), over that day's sale orders. */
export interface OrderProductDayTotalsTable {
  day: string;
  product_id: number;
  /** The greatest of the lines' names, as max() over the lines gives it. */
  product_name: string;
  quantity: number;
  /** Sale orders with a line of the product. */
  orders: number;
}

/** The sale orders of one counted day (order_sales_days) in one currency, and their total in minor units. */
export interface OrderSalesDayTotalsTable {
  day: string;
  currency: string;
  orders: number;
  total_minor: number;
}
