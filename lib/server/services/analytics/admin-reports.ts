import 'server-only';
import { beforeIdOfCursor, contactSearchOf } from '../platform/admin-lists';
import type { z } from 'zod';
import { ApiError, invalidFieldError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { startOfNextUtcDay, startOfUtcDay } from '../../../contract/calendar-date';
import { CART_CURRENCIES, type CartCurrency } from '../../../contract/cart';
import { centsToAmount, minorToDecimalString } from '../../../money';
import { getDatabase } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import type { FileAnswer } from '../request-context';
import * as reports from './repositories/admin-reports';
import { listOrdersOfUser } from '../orders/repositories/orders';
import { findUserById, type UserRow } from '../accounts/repositories/users';
import { listItemOf } from '../orders/admin-orders';
import { reportAnalytics, utcDayOf } from './analytics';
import { readOrderDays } from './sales-days';
import { recordAudit } from '../staff/audit';
import { refundedMinorOfOrders } from '../payments/refund-ledger';
import { getLowStockThreshold } from '../staff/settings';
import { countLowStock, listLowStock } from '../catalogue/repositories/stock';
import { actorOf } from '../staff/staff-auth';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
/** The longest range one export covers: a year of orders is a few megabytes. */
export const MAX_EXPORT_DAYS = 366;
/** The dashboard lists this many of the sizes lowest on stock (and counts the rest); the threshold is a shop setting. */
export const LOW_STOCK_SHOWN = 10;
const DAY_MS = 86_400_000;

function asCurrency(value: string): CartCurrency | undefined {
  return CART_CURRENCIES.find((currency) => currency === value);
}

function customerOf(row: UserRow, orderCount: number): Output<'listAdminCustomers'>['data'][number] {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    email_confirmed: row.email_confirmed_at !== null,
    phone: `${row.country_code}${row.mobile_number}`,
    created_at: row.created_at,
    order_count: orderCount,
  };
}

/** GET /api/admin/customers/: newest first; q is an e-mail, a phone number or the start of a name. */
export async function listAdminCustomers(
  input: Input<'listAdminCustomers'>,
  _context: StaffRequestContext,
): Promise<Output<'listAdminCustomers'>> {
  const beforeId = beforeIdOfCursor(input.cursor);
  const search = contactSearchOf(input.q);
  const pageSize = input.page_size ?? 50;
  const { db } = await getDatabase();
  const rows = await reports.listCustomersForAdmin(db, { ...search, beforeId, limit: pageSize + 1 });
  const page = rows.slice(0, pageSize);
  const counts = await reports.countSaleOrdersOfUsers(
    db,
    page.map((row) => row.id),
  );
  const last = page[page.length - 1];
  return {
    data: page.map((row) => customerOf(row, counts.get(row.id) ?? 0)),
    next_cursor: rows.length > pageSize && last !== undefined ? String(last.id) : null,
  };
}

/** GET /api/admin/customers/{customer_id}/: the customer, their orders (newest 200) and totals per currency. */
export async function getAdminCustomer(
  input: Input<'getAdminCustomer'>,
  _context: StaffRequestContext,
): Promise<Output<'getAdminCustomer'>> {
  const { db } = await getDatabase();
  const user = await findUserById(db, input.customer_id);
  if (!user) throw new ApiError('not_found', CUSTOMER_NOT_FOUND_MESSAGE, { field: 'customer_id' });
  const orders = await listOrdersOfUser(db, user.id, 200);
  const sales = orders.filter((order) => reports.SALE_STATUSES.includes(order.status));
  const refunded = await refundedMinorOfOrders(db, sales);
  const totals = new Map<CartCurrency, { orders: number; minor: number }>();
  for (const order of sales) {
    const currency = asCurrency(order.currency);
    if (currency === undefined) continue;
    const total = totals.get(currency) ?? { orders: 0, minor: 0 };
    total.orders += 1;
    total.minor += order.total_minor - (refunded.get(order.id) ?? 0);
    totals.set(currency, total);
  }
  return {
    customer: customerOf(user, sales.length),
    orders: orders.map(listItemOf),
    totals: [...totals].map(([currency, total]) => ({
      currency,
      orders: total.orders,
      spent: centsToAmount(total.minor),
    })),
  };
}

/** A period's sale orders (every currency) and revenue per currency the shop sells in, from its days' figures. */
function periodFigures(
  rows: { currency: string; orders: number; totalMinor: number }[],
): Output<'getAdminDashboard'>['today'] {
  const totals = new Map<string, { orders: number; totalMinor: number }>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { orders: 0, totalMinor: 0 };
    total.orders += row.orders;
    total.totalMinor += row.totalMinor;
    totals.set(row.currency, total);
  }
  const revenue = [...totals]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([code, total]) => {
      const currency = asCurrency(code);
      if (currency === undefined) return [];
      return [
        {
          currency,
          orders: total.orders,
          total: centsToAmount(total.totalMinor),
          average: centsToAmount(Math.round(total.totalMinor / Math.max(1, total.orders))),
        },
      ];
    });
  return { orders: rows.reduce((sum, row) => sum + row.orders, 0), revenue };
}

/**
 * GET /api/admin/dashboard/: sale orders and revenue per currency (gross,
 * never added across currencies) for today (UTC), the last 7 and 30 days;
 * orders waiting for the shop; sizes low on stock; the beacon's traffic,
 * funnel and Web Vitals (services/analytics.ts).
 */
export async function getAdminDashboard(
  _input: Input<'getAdminDashboard'>,
  _context: StaffRequestContext,
): Promise<Output<'getAdminDashboard'>> {
  const now = new Date();
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const database = await getDatabase();
  const { db } = database;
  const lowStockThreshold = await getLowStockThreshold();
  const weekSince = new Date(now.getTime() - 7 * DAY_MS);
  const monthSince = new Date(now.getTime() - 30 * DAY_MS);
  // The 7 and 30 days begin part-way through a day: that part is counted live, the whole days after it come from
  // readOrderDays (closed days pre-counted, docs/decisions/056), the same days the chart shows.
  const headOf = (since: Date) =>
    reports.salesBetween(db, since.toISOString(), startOfNextUtcDay(utcDayOf(since)).toISOString());
  const [orderDays, weekHead, monthHead, waiting, low, lowTotal] = await Promise.all([
    readOrderDays(database, new Date(startOfToday.getTime() - 29 * DAY_MS), startOfToday),
    headOf(weekSince),
    headOf(monthSince),
    reports.countWaitingOrders(db),
    listLowStock(db, lowStockThreshold, LOW_STOCK_SHOWN),
    countLowStock(db, lowStockThreshold),
  ]);
  // The beacon's counters are per UTC day: its periods are whole days (today, and the 6 or 29 days before).
  const trafficFrom = (daysBack: number) =>
    reportAnalytics(db, utcDayOf(new Date(startOfToday.getTime() - daysBack * DAY_MS)), orderDays);
  const [trafficToday, traffic7, traffic30] = await Promise.all([trafficFrom(0), trafficFrom(6), trafficFrom(29)]);
  const byDay = orderDays.sales;
  const daysAfter = (since: Date) => byDay.filter((row) => row.day > utcDayOf(since));
  return {
    today: periodFigures(byDay.filter((row) => row.day === utcDayOf(startOfToday))),
    last_7_days: periodFigures([...weekHead, ...daysAfter(weekSince)]),
    last_30_days: periodFigures([...monthHead, ...daysAfter(monthSince)]),
    waiting: { cod_to_confirm: waiting.codToConfirm, to_ship: waiting.toShip },
    low_stock: low.map((row) => ({
      product_pk: row.productId,
      product_name: row.productName,
      size: row.size,
      available: row.available,
    })),
    low_stock_total: lowTotal,
    low_stock_threshold: lowStockThreshold,
    sales_by_day: byDay.flatMap((row) => {
      const currency = asCurrency(row.currency);
      return currency === undefined
        ? []
        : [{ day: row.day, currency, orders: row.orders, total: centsToAmount(row.totalMinor) }];
    }),
    analytics: { today: trafficToday, last_7_days: traffic7, last_30_days: traffic30 },
  };
}

/** One CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_HEADER = [
  'order_number',
  'placed_at',
  'status',
  'fulfilment_status',
  'payment_method',
  'currency',
  'name',
  'phone',
  'city',
  'state',
  'pin_code',
  'product_id',
  'product_name',
  'size',
  'quantity',
  'unit_price',
  'line_total',
  'order_subtotal',
  'order_discount',
  'order_shipping',
  'order_total',
  'promo_code',
  'courier',
  'tracking_number',
];

/**
 * GET /api/admin/orders/export/?from=&to=: the orders placed on those UTC
 * days as CSV, one line per order line, amounts in currency units (two
 * decimals). The export itself is audited: it carries customers' data.
 */
export async function exportOrders(input: Input<'exportOrders'>, context: StaffRequestContext): Promise<FileAnswer> {
  const from = startOfUtcDay(input.from);
  const until = startOfNextUtcDay(input.to);
  if (until <= from) throw invalidFieldError('to', 'must be on or after from');
  if (until.getTime() - from.getTime() > MAX_EXPORT_DAYS * DAY_MS)
    throw invalidFieldError('to', `must be at most ${MAX_EXPORT_DAYS} days after from`);
  const { db } = await getDatabase();
  const rows = await reports.listOrderLinesForExport(db, from.toISOString(), until.toISOString());
  const lines = [CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.public_id,
        row.created_at,
        row.status,
        row.fulfilment_status,
        row.payment_method,
        row.currency,
        row.name,
        `${row.country_code}${row.mobile_number}`,
        row.city,
        row.state,
        row.pin_code,
        row.product_id,
        row.product_name,
        row.size,
        row.quantity,
        minorToDecimalString(row.unit_price_minor),
        minorToDecimalString(row.unit_price_minor * row.quantity),
        minorToDecimalString(row.subtotal_minor),
        minorToDecimalString(row.discount_minor),
        minorToDecimalString(row.shipping_minor),
        minorToDecimalString(row.total_minor),
        row.promo_code,
        row.courier,
        row.tracking_number,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  const nowIso = new Date().toISOString();
  await db.transaction().execute((trx) =>
    recordAudit(trx, actorOf(context), {
      action: 'orders.export',
      entityType: 'orders',
      entityId: `${input.from}..${input.to}`,
      before: null,
      after: { lines: rows.length },
      at: nowIso,
    }),
  );
  return {
    fileName: `orders-${input.from}-to-${input.to}.csv`,
    body: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
  };
}
