import './zod-browser-config';
import { z } from 'zod';
import { CART_CURRENCIES } from './cart';
import { idField, calendarDateField, moneyAmount, pageSizeField } from './fields';
import { FULFILMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, orderDelivery, orderNumberField } from './orders';
import { required, cursorField } from './admin-fields';
import { taxDocumentSummary } from './tax-documents';
import { COD_CALL_OUTCOMES } from './admin-limits';

export { COD_CALL_OUTCOMES } from './admin-limits';

/** The back office's order calls: the list, one order, its fulfilment steps and refunds, the export, customers, packing slips. */
export const REFUND_METHODS = ['provider', 'manual'] as const;
export type RefundMethodName = (typeof REFUND_METHODS)[number];
/** The fulfilment steps of an order, each a POST /api/admin/orders/{order_number}/{step}/ call. */
export const ORDER_ACTIONS = ['confirm', 'pack', 'ship', 'deliver', 'return', 'cancel'] as const;
export type OrderActionName = (typeof ORDER_ACTIONS)[number];

// GET /api/admin/orders/ — filters, newest first, keyset pages (next_cursor).
export const listAdminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  fulfilment_status: z
    .enum(FULFILMENT_STATUSES, { error: `must be one of ${FULFILMENT_STATUSES.join(', ')}` })
    .optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: `must be one of ${PAYMENT_METHODS.join(', ')}` }).optional(),
  currency: z.enum(CART_CURRENCIES, { error: 'must be USD or INR' }).optional(),
  /** Placed on or after this day (UTC). */
  from: calendarDateField.optional(),
  /** Placed on or before this day (UTC). */
  to: calendarDateField.optional(),
  /** An order number, a phone number (digits) or the start of the delivery name. */
  q: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  cursor: cursorField,
  page_size: pageSizeField.optional(),
});
export const adminOrderListItem = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment_status: z.enum(FULFILMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  currency: z.enum(CART_CURRENCIES),
  total: moneyAmount,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
});
export const listAdminOrdersResponse = z.object({
  data: z.array(adminOrderListItem),
  next_cursor: z.string().nullable(),
});

export const adminFulfilment = z.object({
  status: z.enum(FULFILMENT_STATUSES),
  confirmed_at: z.string().nullable(),
  packed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  returned_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
});

// GET /api/admin/orders/{order_number}/ — everything about one order.
export const getAdminOrderQuery = z.object({ order_number: orderNumberField });
export const getAdminOrderResponse = z.object({
  order: adminOrderListItem.extend({
    subtotal: moneyAmount,
    discount: moneyAmount,
    shipping: moneyAmount,
    promo_code: z.string().nullable(),
    last_payment_error: z.string().nullable(),
    delivery: orderDelivery,
    fulfilment: adminFulfilment,
  }),
  lines: z.array(
    z.object({
      product_pk: z.number().int().positive(),
      product_name: z.string(),
      size: z.string(),
      quantity: z.number().int().positive(),
      unit_price: moneyAmount,
      line_total: moneyAmount,
    }),
  ),
  customer: z.object({
    id: z.number().int().positive(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    email_confirmed: z.boolean(),
    country_code: z.string(),
    mobile_number: z.string(),
  }),
  payments: z.array(
    z.object({
      id: z.number().int().positive(),
      provider: z.enum(['razorpay', 'paypal', 'manual']),
      provider_order_id: z.string(),
      provider_payment_id: z.string().nullable(),
      /** 'captured' or 'refunded' rows (a refund row's amount is what was given back). */
      status: z.string(),
      amount: moneyAmount,
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
  captured: moneyAmount,
  refunded: moneyAmount,
  /**
   * The fulfilment steps the order's state allows now, in the order of ORDER_ACTIONS: each one listed
   * is accepted, any other answers 409 (or, repeated, the order as it already is).
   */
  allowed_actions: z.array(z.enum(ORDER_ACTIONS)),
  /**
   * Per refund method the order takes now, what may still be refunded (what was paid or collected,
   * less what was refunded and what is in progress); empty when nothing can be. A refund by another
   * method or of more answers 409.
   */
  refundable: z.array(
    z.object({
      method: z.enum(REFUND_METHODS),
      /** In the order currency's minor unit (cents, paise). */
      amount_minor: z.number().int().positive(),
      amount: moneyAmount,
    }),
  ),
  /** The largest refund the signed-in member may issue on this order (their role's limit in its currency); null: no limit (an owner). */
  refund_limit: moneyAmount.nullable(),
  /** The refunds the shop asked for, oldest first: a pending one without an answer (error set) can be sent again (retry). */
  refund_requests: z.array(
    z.object({
      id: z.number().int().positive(),
      state: z.enum(['pending', 'succeeded', 'failed']),
      method: z.enum(REFUND_METHODS),
      provider: z.enum(['razorpay', 'paypal']).nullable(),
      provider_refund_id: z.string().nullable(),
      amount: moneyAmount,
      currency: z.string(),
      reason: z.string(),
      note: z.string().nullable(),
      error: z.string().nullable(),
      requested_by_staff_id: z.number().int().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      channel: z.enum(['email', 'sms', 'whatsapp']),
      recipient: z.string(),
      template: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      skipped_reason: z.string().nullable(),
      last_error: z.string().nullable(),
    }),
  ),
  timeline: z.array(
    z.object({
      at: z.string(),
      kind: z.string(),
      staff_name: z.string().nullable(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  /** Its GST tax invoice and credit notes (decision 040), invoice first; each downloads from GET /api/admin/order-tax-document/. */
  tax_documents: z.array(taxDocumentSummary),
});

// The fulfilment actions: each answers the order's fulfilment after it, and whether this call changed anything.
export const fulfilmentActionResponse = z.object({
  message: z.string(),
  /** False when the order already was so (a repeated click): nothing was written or sent again. */
  changed: z.boolean(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilment: adminFulfilment,
});

const noteField = z.string().trim().max(500, { error: 'must be at most 500 characters' }).optional();

// POST /api/admin/orders/{order_number}/confirm/ — a cash-on-delivery order confirmed with the shopper, the call logged.
export const confirmOrderBody = z.object({
  order_number: orderNumberField,
  call: z
    .object({
      outcome: z.enum(COD_CALL_OUTCOMES, { error: `must be one of ${COD_CALL_OUTCOMES.join(', ')}` }),
      note: noteField,
    })
    .optional(),
});
// POST /api/admin/orders/{order_number}/pack/
export const packOrderBody = z.object({ order_number: orderNumberField });

/** A tracking link the shopper opens: https only, no credentials in it. */
const trackingUrlField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(500, { error: 'must be at most 500 characters' })
  .pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }))
  .refine((value) => !/^https:\/\/[^/]*@/.test(value), { error: 'must not contain a user name or password' });

// POST /api/admin/orders/{order_number}/ship/ — courier and tracking; the shopper is told once.
export const shipOrderBody = z.object({
  order_number: orderNumberField,
  courier: z.string(required).trim().min(1, required).max(60, { error: 'must be at most 60 characters' }),
  tracking_number: z
    .string(required)
    .trim()
    .min(1, required)
    .max(60, { error: 'must be at most 60 characters' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be letters, digits and dashes' }),
  tracking_url: trackingUrlField,
});
// POST /api/admin/orders/{order_number}/deliver/
export const deliverOrderBody = z.object({ order_number: orderNumberField });
// POST /api/admin/orders/{order_number}/return/ — returned to origin: the pieces go back on the shelf.
export const returnOrderBody = z.object({ order_number: orderNumberField, note: noteField });
// POST /api/admin/orders/{order_number}/cancel/ — an unpaid or cash-on-delivery order; its stock is released.
export const cancelOrderBody = z.object({ order_number: orderNumberField, reason: noteField });

// GET /api/admin/orders/export/?from=&to= — CSV, one line per order line, amounts in currency units (at most 366 days).
export const exportOrdersQuery = z.object({ from: calendarDateField, to: calendarDateField });
/** The answer is the CSV's text (text/csv), described here for the OpenAPI document only. */
export const exportOrdersResponse = z
  .string()
  .meta({ description: 'The orders of the range as CSV (UTF-8, header line), sent as an attachment' });

// GET /api/admin/customers/?q= — newest first; q is an e-mail, a phone number or the start of a first or last name.
export const listAdminCustomersQuery = z.object({
  q: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  cursor: cursorField,
  page_size: pageSizeField.optional(),
});
export const adminCustomer = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_confirmed: z.boolean(),
  phone: z.string(),
  created_at: z.string(),
  /** Orders with a sale behind them (paid, refunded or cash on delivery not cancelled). */
  order_count: z.number().int().nonnegative(),
});
export const listAdminCustomersResponse = z.object({
  data: z.array(adminCustomer),
  next_cursor: z.string().nullable(),
});

// GET /api/admin/customers/{customer_id}/ — the customer, their orders and totals per currency.
export const getAdminCustomerQuery = z.object({ customer_id: idField });
export const getAdminCustomerResponse = z.object({
  customer: adminCustomer,
  orders: z.array(adminOrderListItem),
  /** Per currency: orders with a sale behind them and their total, less what was refunded. */
  totals: z.array(
    z.object({ currency: z.enum(CART_CURRENCIES), orders: z.number().int().nonnegative(), spent: moneyAmount }),
  ),
});

/** Both currencies the shop sells in have two decimals (cents, paise). */
const REFUND_AMOUNT_MESSAGE =
  "must be an amount greater than 0 in the order's currency, with at most 2 decimals (such as 12.50)";
const refundAmountField = z
  .number({ error: REFUND_AMOUNT_MESSAGE })
  .refine((value) => Number.isFinite(value) && value > 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: REFUND_AMOUNT_MESSAGE,
  });

// POST /api/admin/orders/{order_number}/refund/ — in full or in part; staff up to STAFF_REFUND_LIMIT_{INR,USD}, owners any amount.
export const refundOrderBody = z.object({
  order_number: orderNumberField,
  /** In the order's currency's major unit, like every amount of this contract. */
  amount: refundAmountField,
  reason: z.string(required).trim().min(1, required).max(200, { error: 'must be at most 200 characters' }),
  /** provider (card, PayPal) or manual (cash on delivery only, cash handed back); by default the one the order's payment method needs. */
  method: z.enum(REFUND_METHODS, { error: `must be one of ${REFUND_METHODS.join(', ')}` }).optional(),
  /** For a manual refund: how and when the cash went back (the reason stands in when absent). */
  note: z.string().trim().min(1, required).max(1000, { error: 'must be at most 1000 characters' }).optional(),
  /** One per form: the same key again answers the first refund instead of refunding twice. */
  idempotency_key: z.string().trim().min(1, required).max(200, { error: 'must be at most 200 characters' }).optional(),
});
export const refundOrderResponse = z.object({
  message: z.string(),
  refund_request_id: z.number().int().positive(),
  /** succeeded: recorded on the order; pending: the provider accepted it and settles it later (its webhook finishes it). */
  state: z.enum(['succeeded', 'pending']),
  method: z.enum(REFUND_METHODS),
  provider: z.enum(['razorpay', 'paypal']).nullable(),
  provider_refund_id: z.string().nullable(),
  amount: moneyAmount,
  currency: z.enum(CART_CURRENCIES),
  order_number: z.string(),
  /** The order's payment state after the refund. */
  status: z.enum(ORDER_STATUSES),
  refunded: moneyAmount,
  /** What may still be refunded. */
  refundable: moneyAmount,
  /** True when this answer repeats an earlier refund with the same idempotency_key. */
  repeated: z.boolean(),
});

// POST /api/admin/orders/{order_number}/refunds/{refund_request_id}/retry/ — a pending request the provider did not answer, sent again with its own key.
export const retryRefundBody = z.object({ order_number: orderNumberField, refund_request_id: idField });

/** At most this many orders in one packing-slip PDF. */
const MAX_PACKING_SLIPS = 100;
const ORDER_NUMBERS_MESSAGE = `must be 1 to ${MAX_PACKING_SLIPS} order numbers separated by commas`;

// GET /api/admin/orders/{order_number}/packing-slip/ — one order's packing slip (PDF): address, lines, no prices.
export const packingSlipQuery = z.object({ order_number: orderNumberField });
// GET /api/admin/packing-slips/?order_numbers=A,B,C — one PDF, a page per order, in the order asked.
export const packingSlipsQuery = z.object({
  order_numbers: z
    .string({ error: ORDER_NUMBERS_MESSAGE })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim().toUpperCase())
          .filter((part) => part !== ''),
      ),
    ])
    .pipe(
      z
        .array(
          z.string().regex(/^[A-Z0-9-]{1,40}$/, {
            error: 'must be order numbers such as JH-261126-ABCD1234, separated by commas',
          }),
        )
        .min(1, { error: ORDER_NUMBERS_MESSAGE })
        .max(MAX_PACKING_SLIPS, { error: ORDER_NUMBERS_MESSAGE }),
    ),
});
/** The answer is the PDF itself (application/pdf), described here for the OpenAPI document only. */
export const packingSlipResponse = z
  .string()
  .meta({ description: 'Packing slips as a PDF, one A4 page per order, sent as an attachment' });
