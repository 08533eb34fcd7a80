import { z } from 'zod';
import { PAGE_TYPES, VITAL_METRICS, VITAL_RATINGS } from '../analytics';
import { CART_CURRENCIES } from './cart';
import type { EndpointDefinition } from './define';
import { endpoint } from './define';
import { idField, calendarDateField, moneyAmount, pageSizeField } from './fields';
import { FULFILMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, orderDelivery, orderNumberField } from './orders';
import { adminRoutes } from './admin-routes';
import { countryCodeField, loginCodeSentResponse, mobileNumberField } from './session';

/**
 * The back office's calls (issue 13): staff sign-in, the audit log, orders
 * and their fulfilment. Every one is under /api/admin/, marked `staff` in
 * `adminRoutes` (lib/server/http/route.ts enforces the marker).
 */
const required = { error: 'is required' };

export const STAFF_ROLES = ['owner', 'staff'] as const;
export const REFUND_METHODS = ['provider', 'manual'] as const;
export type RefundMethodName = (typeof REFUND_METHODS)[number];
/** The fulfilment steps of an order, each a POST /api/admin/orders/{order_number}/{step}/ call. */
export const ORDER_ACTIONS = ['confirm', 'pack', 'ship', 'deliver', 'return', 'cancel'] as const;
export type OrderActionName = (typeof ORDER_ACTIONS)[number];

/** An endpoint for signed-in staff: its `staff` marker keeps its literal type, so the route helper hands the service the acting member. */
export function staffEndpoint<Input extends z.ZodType, Response extends z.ZodType, Marker extends 'staff' | 'owner'>(
  definition: EndpointDefinition<Input, Response> & { staff: Marker },
): EndpointDefinition<Input, Response> & { staff: Marker } {
  return definition;
}

const sixDigits = (field: string) =>
  z
    .union([z.string(), z.number().int().nonnegative()], { error: `must be the 6-digit ${field}` })
    .transform((value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value.trim()))
    .pipe(z.string().regex(/^\d{6}$/, { error: `must be the 6-digit ${field}` }));

export const staffMember = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  country_code: z.string(),
  mobile_number: z.string(),
});

// POST /api/admin/login/ — a staff sign-in code by SMS; the same answer whether or not the number is staff.
export const adminLoginBody = z.object({ country_code: countryCodeField, mobile_number: mobileNumberField });
export const adminLoginResponse = loginCodeSentResponse;

// POST /api/admin/login/verify/ — the SMS code and the authenticator's code: a session cookie, or the enrolment once.
export const adminVerifyLoginBody = z.object({
  country_code: countryCodeField,
  mobile_number: mobileNumberField,
  code: sixDigits('code from the SMS'),
  /** From the authenticator app; absent at the first sign-in, which answers the enrolment instead. */
  totp: sixDigits('code from your authenticator app').optional(),
});
export const adminSignedInResponse = z.object({
  status: z.literal('signed_in'),
  staff: staffMember,
  /** When the session ends at the latest (it also ends after STAFF_SESSION_IDLE_MINUTES without a call). */
  expires_at: z.string(),
});
export const adminEnrolmentResponse = z.object({
  status: z.literal('enrol'),
  message: z.string(),
  /** Base32 secret, shown this once: the same code and a TOTP from the app complete the sign-in. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export const adminVerifyLoginResponse = z.discriminatedUnion('status', [adminSignedInResponse, adminEnrolmentResponse]);

// POST /api/admin/logout/ — ends the session of the cookie (or the token).
export const adminLogoutBody = z.object({});
export const adminLogoutResponse = z.object({ message: z.string() });

// GET /api/admin/session/ — who is signed in.
export const adminSessionQuery = z.object({});
export const adminSessionResponse = z.object({
  staff: staffMember,
  expires_at: z.string(),
  kind: z.enum(['cookie', 'api']),
});

// POST /api/admin/api-tokens/ (owner) — a token for scripts (`Authorization: Token …`), shown once.
export const createStaffApiTokenBody = z.object({
  label: z.string(required).trim().min(1, required).max(80, { error: 'must be at most 80 characters' }),
  expires_in_days: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/),
      ],
      { error: 'must be a whole number of days from 1 to 365' },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: 'must be a whole number of days from 1 to 365' })
        .min(1, { error: 'must be a whole number of days from 1 to 365' })
        .max(365, { error: 'must be a whole number of days from 1 to 365' }),
    )
    .optional(),
});
export const createStaffApiTokenResponse = z.object({
  id: z.number().int().positive(),
  token: z.string(),
  label: z.string(),
  expires_at: z.string(),
});

const cursorField = z.string().trim().max(200, { error: 'is not a cursor from a previous page' }).optional();

// GET /api/admin/audit-log/ (owner) — newest first; next_cursor walks on.
export const listAuditLogQuery = z.object({
  staff_id: idField.optional(),
  entity_type: z.string().trim().min(1).max(40, { error: 'must be at most 40 characters' }).optional(),
  entity_id: z.string().trim().min(1).max(80, { error: 'must be at most 80 characters' }).optional(),
  cursor: cursorField,
  page_size: pageSizeField.optional(),
});
export const auditEntry = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  /** Null: a command on the server (npm run staff). */
  staff_name: z.string().nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  request_ip: z.string(),
});
export const listAuditLogResponse = z.object({ data: z.array(auditEntry), next_cursor: z.string().nullable() });

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

export const COD_CALL_OUTCOMES = ['confirmed', 'no_answer', 'call_back', 'refused', 'wrong_number'] as const;

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

// Staff management (owner; docs/decisions/027): the members, their roles, activity and authenticators.
const staffIdField = { staff_id: idField };
export const staffListItem = staffMember.extend({
  active: z.boolean(),
  totp_enrolled: z.boolean(),
  created_at: z.string(),
  /** The last cookie sign-in (null: never signed in). */
  last_signed_in_at: z.string().nullable(),
});
const staffRoleField = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });
// GET /api/admin/staff/ (owner) — every member, active or not, oldest first.
export const listStaffQuery = z.object({});
export const listStaffResponse = z.object({ data: z.array(staffListItem) });
// POST /api/admin/staff/ (owner) — a new member; they enrol their authenticator at their first sign-in.
export const addStaffBody = z.object({
  country_code: countryCodeField,
  mobile_number: mobileNumberField,
  name: z.string(required).trim().min(1, required).max(80, { error: 'must be at most 80 characters' }),
  role: staffRoleField,
});
/** Every staff change answers the member after it, and whether this call changed anything (false: it already was so). */
export const staffChangeResponse = z.object({ message: z.string(), changed: z.boolean(), staff: staffListItem });
// POST /api/admin/staff/{staff_id}/role/ (owner) — the last active owner keeps the role (409).
export const changeStaffRoleBody = z.object({ ...staffIdField, role: staffRoleField });
// POST /api/admin/staff/{staff_id}/deactivate/ (owner) — ends every session and token; never the last active owner (409).
export const deactivateStaffBody = z.object(staffIdField);
// POST /api/admin/staff/{staff_id}/reactivate/ (owner)
export const reactivateStaffBody = z.object(staffIdField);
// POST /api/admin/staff/{staff_id}/reset-authenticator/ (owner) — enrol again at the next sign-in; sessions ended.
export const resetStaffAuthenticatorBody = z.object(staffIdField);

// POST /api/admin/authenticator/ (staff) — re-enrol one's own authenticator: a current code answers a new secret (once).
export const startAuthenticatorChangeBody = z.object({ totp: sixDigits('code from your authenticator app') });
export const startAuthenticatorChangeResponse = adminEnrolmentResponse.omit({ status: true });
// POST /api/admin/authenticator/confirm/ (staff) — a code of the new secret switches to it.
export const confirmAuthenticatorChangeBody = z.object({ totp: sixDigits('code from your new authenticator entry') });
export const confirmAuthenticatorChangeResponse = z.object({ message: z.string() });

// Shop settings (owner; docs/decisions/027): what the brand changes without a developer.
const wholeAmount = (max: number) =>
  z
    .number({ error: `must be a whole number from 0 to ${max}, or null for the default` })
    .int({ error: `must be a whole number from 0 to ${max}, or null for the default` })
    .min(0, { error: `must be a whole number from 0 to ${max}, or null for the default` })
    .max(max, { error: `must be a whole number from 0 to ${max}, or null for the default` });
/** The settings' own limits: the same as the environment's (lib/server/config.ts). */
export const SETTING_LIMITS = {
  staff_refund_limit_inr: 10_000_000,
  staff_refund_limit_usd: 100_000,
  low_stock_threshold: 1000,
} as const;
export const SETTING_KEYS = ['staff_refund_limit_inr', 'staff_refund_limit_usd', 'low_stock_threshold'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
/** One value the owner may set: a number, or null to go back to the default. */
export const settingValues = z.object({
  staff_refund_limit_inr: wholeAmount(SETTING_LIMITS.staff_refund_limit_inr).nullable().optional(),
  staff_refund_limit_usd: wholeAmount(SETTING_LIMITS.staff_refund_limit_usd).nullable().optional(),
  low_stock_threshold: wholeAmount(SETTING_LIMITS.low_stock_threshold).nullable().optional(),
});
const settingState = z.object({
  /** In force: the owner's value, or the default. */
  value: z.number().int().nonnegative(),
  /** From the environment (STAFF_REFUND_LIMIT_INR, ...) or the code. */
  default: z.number().int().nonnegative(),
  /** Whether an owner's value overrides the default. */
  overridden: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
// GET /api/admin/settings/ (owner) — the settings, and the rest of the configuration an owner needs to know (no secrets).
export const getSettingsQuery = z.object({});
export const settingsResponse = z.object({
  settings: z.object({
    staff_refund_limit_inr: settingState,
    staff_refund_limit_usd: settingState,
    low_stock_threshold: settingState,
  }),
  shop: z.object({
    payments: z.array(
      z.object({ provider: z.enum(['razorpay', 'paypal', 'cod']), enabled: z.boolean(), sandbox: z.boolean() }),
    ),
    messaging: z.object({
      sms: z.enum(['outbox', 'http']),
      email: z.enum(['outbox', 'smtp']),
      whatsapp: z.enum(['outbox', 'http']),
    }),
    site_url: z.string(),
    staff_session_hours: z.number().int().positive(),
    staff_session_idle_minutes: z.number().int().positive(),
  }),
});
// POST /api/admin/settings/ (owner) — the keys given change (null: back to the default); audited.
export const updateSettingsBody = settingValues.refine(
  (value) => Object.values(value).some((one) => one !== undefined),
  { error: 'name at least one setting to change' },
);

export const adminEndpoints = {
  adminLogin: endpoint({ ...adminRoutes.adminLogin, input: adminLoginBody, response: adminLoginResponse }),
  adminVerifyLogin: endpoint({
    ...adminRoutes.adminVerifyLogin,
    input: adminVerifyLoginBody,
    response: adminVerifyLoginResponse,
  }),
  adminLogout: staffEndpoint({ ...adminRoutes.adminLogout, input: adminLogoutBody, response: adminLogoutResponse }),
  getAdminSession: staffEndpoint({
    ...adminRoutes.getAdminSession,
    input: adminSessionQuery,
    response: adminSessionResponse,
  }),
  createStaffApiToken: staffEndpoint({
    ...adminRoutes.createStaffApiToken,
    input: createStaffApiTokenBody,
    response: createStaffApiTokenResponse,
  }),
  listAuditLog: staffEndpoint({
    ...adminRoutes.listAuditLog,
    input: listAuditLogQuery,
    response: listAuditLogResponse,
  }),
  listAdminOrders: staffEndpoint({
    ...adminRoutes.listAdminOrders,
    input: listAdminOrdersQuery,
    response: listAdminOrdersResponse,
  }),
  getAdminOrder: staffEndpoint({
    ...adminRoutes.getAdminOrder,
    input: getAdminOrderQuery,
    response: getAdminOrderResponse,
  }),
  confirmOrder: staffEndpoint({
    ...adminRoutes.confirmOrder,
    input: confirmOrderBody,
    response: fulfilmentActionResponse,
  }),
  packOrder: staffEndpoint({ ...adminRoutes.packOrder, input: packOrderBody, response: fulfilmentActionResponse }),
  shipOrder: staffEndpoint({ ...adminRoutes.shipOrder, input: shipOrderBody, response: fulfilmentActionResponse }),
  deliverOrder: staffEndpoint({
    ...adminRoutes.deliverOrder,
    input: deliverOrderBody,
    response: fulfilmentActionResponse,
  }),
  returnOrder: staffEndpoint({
    ...adminRoutes.returnOrder,
    input: returnOrderBody,
    response: fulfilmentActionResponse,
  }),
  cancelOrder: staffEndpoint({
    ...adminRoutes.cancelOrder,
    input: cancelOrderBody,
    response: fulfilmentActionResponse,
  }),
  exportOrders: staffEndpoint({
    ...adminRoutes.exportOrders,
    input: exportOrdersQuery,
    response: exportOrdersResponse,
  }),
  listAdminCustomers: staffEndpoint({
    ...adminRoutes.listAdminCustomers,
    input: listAdminCustomersQuery,
    response: listAdminCustomersResponse,
  }),
  getAdminCustomer: staffEndpoint({
    ...adminRoutes.getAdminCustomer,
    input: getAdminCustomerQuery,
    response: getAdminCustomerResponse,
  }),
  getAdminDashboard: staffEndpoint({
    ...adminRoutes.getAdminDashboard,
    input: adminDashboardQuery,
    response: adminDashboardResponse,
  }),
  refundOrder: staffEndpoint({ ...adminRoutes.refundOrder, input: refundOrderBody, response: refundOrderResponse }),
  getPackingSlip: staffEndpoint({
    ...adminRoutes.getPackingSlip,
    input: packingSlipQuery,
    response: packingSlipResponse,
  }),
  getPackingSlips: staffEndpoint({
    ...adminRoutes.getPackingSlips,
    input: packingSlipsQuery,
    response: packingSlipResponse,
  }),
  retryRefund: staffEndpoint({ ...adminRoutes.retryRefund, input: retryRefundBody, response: refundOrderResponse }),
  listStaff: staffEndpoint({ ...adminRoutes.listStaff, input: listStaffQuery, response: listStaffResponse }),
  addStaff: staffEndpoint({ ...adminRoutes.addStaff, input: addStaffBody, response: staffChangeResponse }),
  changeStaffRole: staffEndpoint({
    ...adminRoutes.changeStaffRole,
    input: changeStaffRoleBody,
    response: staffChangeResponse,
  }),
  deactivateStaff: staffEndpoint({
    ...adminRoutes.deactivateStaff,
    input: deactivateStaffBody,
    response: staffChangeResponse,
  }),
  reactivateStaff: staffEndpoint({
    ...adminRoutes.reactivateStaff,
    input: reactivateStaffBody,
    response: staffChangeResponse,
  }),
  resetStaffAuthenticator: staffEndpoint({
    ...adminRoutes.resetStaffAuthenticator,
    input: resetStaffAuthenticatorBody,
    response: staffChangeResponse,
  }),
  startAuthenticatorChange: staffEndpoint({
    ...adminRoutes.startAuthenticatorChange,
    input: startAuthenticatorChangeBody,
    response: startAuthenticatorChangeResponse,
  }),
  confirmAuthenticatorChange: staffEndpoint({
    ...adminRoutes.confirmAuthenticatorChange,
    input: confirmAuthenticatorChangeBody,
    response: confirmAuthenticatorChangeResponse,
  }),
  getSettings: staffEndpoint({ ...adminRoutes.getSettings, input: getSettingsQuery, response: settingsResponse }),
  updateSettings: staffEndpoint({
    ...adminRoutes.updateSettings,
    input: updateSettingsBody,
    response: settingsResponse,
  }),
} as const;
