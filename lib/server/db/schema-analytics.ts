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
