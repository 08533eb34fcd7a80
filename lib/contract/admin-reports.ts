import './zod-browser-config';
import { z } from 'zod';
import { PAGE_TYPES, VITAL_METRICS, VITAL_RATINGS } from '../analytics';
import { SHARE_SOURCES } from '../share';
import { CART_CURRENCIES } from './cart';
import { calendarDateField, moneyAmount } from './fields';

/** The back office's dashboard: sales, traffic and what waits for action. */
const periodFigures = z.object({
  orders: z.number().int().nonnegative(),
  /** Per currency, never added across currencies. */
  revenue: z.array(
    z.object({
      currency: z.enum(CART_CURRENCIES),
      orders: z.number().int().nonnegative(),
      total: moneyAmount,
      average: moneyAmount,
    }),
  ),
});

const count = z.number().int().nonnegative();
const productCount = z.object({ product_pk: z.number().int().positive(), product_name: z.string() });

/** Traffic of a period from the first-party beacon and the orders (docs/decisions/026-first-party-beacon.md). */
const analyticsFigures = z.object({
  page_views: count,
  /** Every page type, none left out (0 when not viewed). */
  page_views_by_type: z.array(z.object({ page_type: z.enum(PAGE_TYPES), views: count })),
  top_viewed: z.array(productCount.extend({ views: count })),
  /** Pieces sold in sale orders, and in how many orders. */
  top_bought: z.array(productCount.extend({ quantity: count, orders: count })),
  /**
   * product_view (product pages viewed, beacon), add_to_cart (cart service),
   * checkout (orders placed), paid (orders with a sale behind them); `rate`
   * is the share of the step before (null for the first step or after a zero).
   */
  funnel: z.array(
    z.object({
      step: z.enum(['product_view', 'add_to_cart', 'checkout', 'paid']),
      count,
      rate: z.number().nonnegative().nullable(),
    }),
  ),
  /** p75 per page type and metric that has samples (LCP, INP in ms; CLS unitless), with web.dev's rating and the samples per rating. */
  vitals: z.array(
    z.object({
      page_type: z.enum(PAGE_TYPES),
      metric: z.enum(VITAL_METRICS),
      samples: count,
      p75: z.number().nonnegative().nullable(),
      rating: z.enum(VITAL_RATINGS).nullable(),
      good: count,
      needs_improvement: count,
      poor: count,
    }),
  ),
  /**
   * Per share source (every one, 0 when none; lib/share.ts): visits that landed from a shared link
   * (the beacon), orders placed from such a visit (any outcome) and those with a sale behind them.
   */
  shared: z.array(z.object({ source: z.enum(SHARE_SOURCES), visits: count, orders: count, paid: count })),
});

// GET /api/admin/dashboard/ — today (UTC), 7 and 30 days; what waits for action; low stock.
export const adminDashboardQuery = z.object({});
export const adminDashboardResponse = z.object({
  today: periodFigures,
  last_7_days: periodFigures,
  last_30_days: periodFigures,
  waiting: z.object({ cod_to_confirm: z.number().int().nonnegative(), to_ship: z.number().int().nonnegative() }),
  /** The sizes lowest on stock, fewest free first (at most LOW_STOCK_SHOWN of them); low_stock_total counts them all. */
  low_stock: z.array(
    z.object({
      product_pk: z.number().int().positive(),
      product_name: z.string(),
      size: z.string(),
      available: z.number().int(),
    }),
  ),
  low_stock_total: count,
  /** Pieces free at or below which a size counts as low (the owner's setting). */
  low_stock_threshold: count,
  /** Sale orders and their total per UTC day and currency over the last 30 days (today included), oldest first; days without sales are absent. */
  sales_by_day: z.array(
    z.object({
      day: calendarDateField,
      currency: z.enum(CART_CURRENCIES),
      orders: z.number().int().nonnegative(),
      total: moneyAmount,
    }),
  ),
  /** Page views, top products, the funnel and Web Vitals over the UTC days of each period (today; the last 7 and 30 days, today included). */
  analytics: z.object({ today: analyticsFigures, last_7_days: analyticsFigures, last_30_days: analyticsFigures }),
});
