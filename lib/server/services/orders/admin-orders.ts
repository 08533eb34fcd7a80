import 'server-only';
import type { z } from 'zod';
import { ApiError, invalidFieldError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { startOfNextUtcDay, startOfUtcDay } from '../../../contract/calendar-date';
import { CART_CURRENCIES, type CartCurrency } from '../../../contract/cart';
import { phoneSearchNumbers } from '../../../contract/phone';
import { centsToAmount } from '../../../money';
import { getDatabase } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import { listNotificationsOfOrder, listOrdersForAdmin, type AdminOrderFilter } from './repositories/admin-orders';
import { listOrderEvents } from './repositories/order-events';
import * as orders from './repositories/orders';
import { listPaymentsOfOrder } from '../payments/repositories/payments';
import { listRefundRequestsOfOrder } from '../payments/repositories/refund-requests';
import { findUserById } from '../accounts/repositories/users';
import { allowedActions } from '../fulfilment/order-steps';
import { countedRefundedMinorOf, openRefundsOf } from '../payments/refund-ledger';
import { getStaffRefundLimit } from '../staff/settings';
import { taxDocumentsOfOrder } from '../tax/tax-document-views';
import { taxDocumentsField } from '../tax/tax-document-files';
import { taxDocumentNoticeKey } from '../tax/tax-document-notices';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const ADMIN_ORDER_NOT_FOUND_MESSAGE = 'Order not found';
const DEFAULT_PAGE_SIZE = 50;

function asCurrency(value: string): CartCurrency {
  const known = CART_CURRENCIES.find((currency) => currency === value);
  if (known === undefined) throw new Error(`Order currency ${value} is not one the shop sells in`);
  return known;
}

/** The cursor of the next page: the last row's (created_at, id), opaque to the caller. */
function encodeCursor(row: orders.OrderRow): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: string; id: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && Number.isSafeInteger(value[1]))
      return { createdAt: value[0], id: Number(value[1]) };
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidFieldError('cursor', 'is not a cursor from a previous page');
}

/**
 * What `q` means: an order number (JH-…), a phone number (digits; the last
 * ten are tried too, so "+91 98290 12345" finds 9829012345), or the start
 * of the delivery name.
 */
function searchOf(q: string | undefined): Pick<AdminOrderFilter, 'orderNumber' | 'mobileNumbers' | 'namePrefix'> {
  if (q === undefined || q === '') return {};
  if (/^[A-Za-z]{2}-\d{6}-[A-Za-z0-9]+$/.test(q)) return { orderNumber: q.toUpperCase() };
  const mobileNumbers = phoneSearchNumbers(q);
  return mobileNumbers === null ? { namePrefix: q } : { mobileNumbers };
}

export function listItemOf(row: orders.OrderRow): Output<'listAdminOrders'>['data'][number] {
  return {
    order_number: row.public_id,
    status: row.status,
    fulfilment_status: row.fulfilment_status,
    payment_method: row.payment_method,
    currency: asCurrency(row.currency),
    total: centsToAmount(row.total_minor),
    created_at: row.created_at,
    paid_at: row.paid_at,
    name: row.name,
    phone: `${row.country_code}${row.mobile_number}`,
  };
}

/** GET /api/admin/orders/: filtered, newest first, one keyset page. */
export async function listAdminOrders(
  input: Input<'listAdminOrders'>,
  _context: StaffRequestContext,
): Promise<Output<'listAdminOrders'>> {
  if (input.from !== undefined && input.to !== undefined && input.from > input.to)
    throw invalidFieldError('to', 'must be on or after from');
  const pageSize = input.page_size ?? DEFAULT_PAGE_SIZE;
  const { db, dialect } = await getDatabase();
  const rows = await listOrdersForAdmin(db, dialect, {
    status: input.status,
    fulfilmentStatus: input.fulfilment_status,
    paymentMethod: input.payment_method,
    currency: input.currency,
    from: input.from === undefined ? undefined : startOfUtcDay(input.from).toISOString(),
    until: input.to === undefined ? undefined : startOfNextUtcDay(input.to).toISOString(),
    ...searchOf(input.q),
    after: input.cursor === undefined ? undefined : decodeCursor(input.cursor),
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    data: page.map(listItemOf),
    next_cursor: rows.length > pageSize && last !== undefined ? encodeCursor(last) : null,
  };
}

/** The fulfilment fields of an order as the back office answers them. */
export function fulfilmentOf(row: orders.OrderRow): Output<'getAdminOrder'>['order']['fulfilment'] {
  return {
    status: row.fulfilment_status,
    confirmed_at: row.confirmed_at,
    packed_at: row.packed_at,
    shipped_at: row.shipped_at,
    delivered_at: row.delivered_at,
    returned_at: row.returned_at,
    cancelled_at: row.cancelled_at,
    courier: row.courier,
    tracking_number: row.tracking_number,
    tracking_url: row.tracking_url,
  };
}

function parseEventData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return Object.fromEntries(Object.entries(value));
  } catch {
    // An unreadable record is shown as its text.
  }
  return { text };
}

/**
 * GET /api/admin/orders/{order_number}/: lines, customer, delivery, payments,
 * messages and the timeline; the steps the order allows now and what can
 * still be refunded, from the functions the step and refund calls accept or
 * refuse with (order-steps.ts, refunds.ts).
 */
export async function getAdminOrder(
  input: Input<'getAdminOrder'>,
  context: StaffRequestContext,
): Promise<Output<'getAdminOrder'>> {
  const { db } = await getDatabase();
  const order = await orders.findOrderByPublicId(db, input.order_number.toUpperCase());
  if (!order) throw new ApiError('not_found', ADMIN_ORDER_NOT_FOUND_MESSAGE, { field: 'order_number' });
  const taxDocuments = await taxDocumentsOfOrder(db, order.id);
  const [lines, user, payments, messages, events, refundRequests, openRefunds, refundedMinor] = await Promise.all([
    orders.listOrderLines(db, order.id),
    findUserById(db, order.user_id),
    listPaymentsOfOrder(db, order.id),
    // The order's own messages and those of its GST documents (keyed by the document's number).
    listNotificationsOfOrder(db, order.public_id, taxDocuments.map(taxDocumentNoticeKey)),
    listOrderEvents(db, order.id),
    listRefundRequestsOfOrder(db, order.id),
    openRefundsOf(db, order),
    countedRefundedMinorOf(db, order),
  ]);
  if (!user) throw new Error(`The customer of order ${order.public_id} is missing`);
  const inOrderCurrency = payments.filter((payment) => payment.currency === order.currency);
  const sum = (status: string) =>
    inOrderCurrency
      .filter((payment) => payment.status === status)
      .reduce((total, payment) => total + payment.amount_minor, 0);

  const timeline: Output<'getAdminOrder'>['timeline'] = [
    {
      at: order.created_at,
      kind: 'placed',
      staff_name: null,
      data: { payment_method: order.payment_method, total: centsToAmount(order.total_minor) },
    },
    ...payments.map((payment) => ({
      at: payment.created_at,
      kind: payment.status === 'refunded' ? 'refund_recorded' : `payment_${payment.status}`,
      staff_name: null,
      data: {
        provider: payment.provider,
        provider_payment_id: payment.provider_payment_id,
        amount: centsToAmount(payment.amount_minor),
        currency: payment.currency,
      },
    })),
    ...messages.map((message) => ({
      at: message.sent_at ?? message.created_at,
      kind: message.sent_at ? 'message_sent' : message.skipped_reason ? 'message_skipped' : 'message_not_sent',
      staff_name: null,
      data: { channel: message.channel, template: message.template },
    })),
    ...events.map((event) => ({
      at: event.at,
      kind: event.kind,
      staff_name: event.staff_name,
      data: parseEventData(event.data_json),
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  return {
    order: {
      ...listItemOf(order),
      subtotal: centsToAmount(order.subtotal_minor),
      discount: centsToAmount(order.discount_minor),
      shipping: centsToAmount(order.shipping_minor),
      promo_code: order.promo_code,
      last_payment_error: order.last_payment_error,
      delivery: orders.deliveryOfOrder(order),
      fulfilment: fulfilmentOf(order),
    },
    lines: lines.map((line) => ({
      product_pk: line.product_id,
      product_name: line.product_name,
      size: line.size,
      quantity: line.quantity,
      unit_price: centsToAmount(line.unit_price_minor),
      line_total: centsToAmount(line.unit_price_minor * line.quantity),
    })),
    customer: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      email_confirmed: user.email_confirmed_at !== null,
      country_code: user.country_code,
      mobile_number: user.mobile_number,
    },
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      provider_order_id: payment.provider_order_id,
      provider_payment_id: payment.provider_payment_id,
      status: payment.status,
      amount: centsToAmount(payment.amount_minor),
      currency: payment.currency,
      created_at: payment.created_at,
    })),
    captured: centsToAmount(sum('captured')),
    refunded: centsToAmount(refundedMinor),
    allowed_actions: allowedActions(order),
    refundable: openRefunds.map((refund) => ({
      method: refund.method,
      amount_minor: refund.refundableMinor,
      amount: centsToAmount(refund.refundableMinor),
    })),
    refund_limit: context.staff.role === 'owner' ? null : await getStaffRefundLimit(order.currency),
    refund_requests: refundRequests.map((request) => ({
      id: request.id,
      state: request.status,
      method: request.method,
      provider: request.provider,
      provider_refund_id: request.provider_refund_id,
      amount: centsToAmount(request.amount_minor),
      currency: request.currency,
      reason: request.reason,
      note: request.note,
      error: request.error,
      requested_by_staff_id: request.requested_by_staff_id,
      created_at: request.created_at,
      updated_at: request.updated_at,
    })),
    messages,
    timeline,
    tax_documents: taxDocumentsField(taxDocuments),
  };
}
