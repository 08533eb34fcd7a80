import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { fileRoutes, routes } from './routes';
import { CART_CURRENCIES, currencyField } from './cart';
import { calendarDateField, moneyAmount } from './fields';
import { cartIdField, countryCodeField, mobileNumberField } from './session';
import { taxDocumentNumberField, taxDocumentPdfResponse, taxDocumentSummary } from './tax-documents';
import {
  DEFAULT_DELIVERY_COUNTRY,
  DELIVERY_COUNTRIES,
  findDeliveryCountry,
  normalizePostalCode,
  postalCodeProblem,
} from '../delivery-countries';
import { GSTIN_MESSAGES, gstinProblem } from '../gst/gstin';

const required = { error: 'is required' };

export {
  ORDER_PLACED_MESSAGE,
  PAYMENT_CAPTURE_FAILED_MESSAGE,
  PAYMENT_VERIFICATION_FAILED_MESSAGE,
} from './order-messages';

import { ORDER_STATUSES } from './order-status';

export { ORDER_STATUSES, isPaidOrderStatus, orderHasInvoice, type OrderStatusName } from './order-status';

export const PAYMENT_METHODS = ['razorpay', 'paypal', 'cod'] as const;

/** Where the parcel is (the back office moves it on); an order's `status` stays the state of its payment. */
export const FULFILMENT_STATUSES = ['unfulfilled', 'confirmed', 'packed', 'shipped', 'delivered', 'returned'] as const;
export type FulfilmentStatusName = (typeof FULFILMENT_STATUSES)[number];
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

/** What the browser believes the total is: compared with the server's, never used. */
const clientAmountField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: 'must be a number' }),
    ],
    { error: 'must be a number' },
  )
  .transform(Number)
  .pipe(
    z
      .number({ error: 'must be a number' })
      .nonnegative({ error: 'must be a number' })
      .max(1e12, { error: 'is too large' }),
  );

function requiredText(max: number) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: `must be at most ${max} characters` });
}

/** 'Nil' (the spec's default), empty or missing: no promo code. */
const orderPromoField = z
  .union([z.string(), z.null()], { error: 'must be a promo code' })
  .optional()
  .transform((value) => {
    const text = (value ?? '').trim();
    return text === '' || text.toLowerCase() === 'nil' ? undefined : text;
  })
  .pipe(z.string().max(50, { error: 'must be at most 50 characters' }).optional());

const optionalCountryCode = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => {
    const text = (value ?? '').trim();
    return text === '' ? undefined : text;
  })
  .pipe(countryCodeField.optional());

/** The delivery country (decision 015): one the shop delivers to; absent or empty is India (the spec's clients send none). */
const deliveryCountryField = z
  .union([z.string(), z.null()], { error: 'must be a country code such as IN' })
  .optional()
  .transform((value) => {
    const text = (value ?? '').trim().toUpperCase();
    return text === '' ? DEFAULT_DELIVERY_COUNTRY : text;
  })
  .pipe(
    z.string().refine((code) => findDeliveryCountry(code) !== undefined, {
      error: `must be a country the shop delivers to (${DELIVERY_COUNTRIES.map((entry) => entry.code).join(', ')})`,
    }),
  );

/** Checked against the country after parsing (createOrderBody's superRefine). */
const postalCodeField = z
  .union([z.string(), z.null()], { error: 'must be text' })
  .optional()
  .transform((value) => (value ?? '').trim())
  .pipe(z.string().max(12, { error: 'must be at most 12 characters' }));

/** Trimmed text, or undefined when empty or missing. */
function optionalText(max: number) {
  return z
    .union([z.string(), z.null()], { error: 'must be text' })
    .optional()
    .transform((value) => {
      const text = (value ?? '').trim();
      return text === '' ? undefined : text;
    })
    .pipe(
      z
        .string()
        .max(max, { error: `must be at most ${max} characters` })
        .optional(),
    );
}

/** A business buyer's GSTIN (a B2B invoice, issue 30): upper-cased, its shape, state and check character checked. */
const buyerGstinField = z
  .union([z.string(), z.null()], { error: 'must be a GSTIN' })
  .optional()
  .transform((value) => {
    const text = (value ?? '').replace(/\s+/g, '').toUpperCase();
    return text === '' ? undefined : text;
  })
  .superRefine((gstin, ctx) => {
    const problem = gstin === undefined ? null : gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

export const GSTIN_INDIA_ONLY_MESSAGE = 'is for delivery in India only: an order delivered abroad is an export';
export const BUYER_LEGAL_NAME_REQUIRED_MESSAGE = 'is required with a GSTIN: the business name registered for it';

const idempotencyKeyField = z
  .string({ error: 'must be 8 to 100 letters, digits, dashes or underscores' })
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: 'must be 8 to 100 letters, digits, dashes or underscores' });

/**
 * POST /api/create-order/ (token). Spec section 7: the card path sends
 * amount = total × 100; the wallet path sends `razorpay: false` and amount =
 * the total. Our additions: `cash_on_delivery: true` (INR only) and an
 * optional `idempotency_key`. Prices, discount and total come from the
 * server's own cart; `amount` is only compared with them.
 */
export const createOrderBody = z
  .object({
    amount: clientAmountField,
    currency: currencyField,
    promo_code: orderPromoField,
    cart_id: cartIdField,
    delivery_address: requiredText(500),
    name: requiredText(100),
    country_code: optionalCountryCode,
    mobile_number: mobileNumberField,
    /** The country's postal code (PIN code, ZIP code, postcode), of its own shape; optional where the country has none. */
    pin_code: postalCodeField,
    /** Our addition: the delivery country, ISO 3166-1 alpha-2 (IN when absent). */
    country: deliveryCountryField,
    city: requiredText(100),
    state: requiredText(100),
    comment: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value) => (value ?? '').trim())
      .pipe(z.string().max(1000, { error: 'must be at most 1000 characters' })),
    /** false: the wallet provider (PayPal); true or absent: the card provider (Razorpay). */
    razorpay: z.boolean({ error: 'must be true or false' }).optional(),
    cash_on_delivery: z.boolean({ error: 'must be true or false' }).optional(),
    idempotency_key: idempotencyKeyField.optional(),
    /** Our addition (issue 30): a business buyer's GSTIN, for delivery in India; the invoice becomes a B2B invoice. */
    gstin: buyerGstinField,
    /** The legal name registered for the GSTIN (required with it; ignored without it). */
    buyer_legal_name: optionalText(200),
  })
  .superRefine((body, ctx) => {
    if (body.gstin !== undefined && body.country !== 'IN')
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_INDIA_ONLY_MESSAGE });
    if (body.gstin !== undefined && body.buyer_legal_name === undefined)
      ctx.addIssue({ code: 'custom', path: ['buyer_legal_name'], message: BUYER_LEGAL_NAME_REQUIRED_MESSAGE });
    const country = findDeliveryCountry(body.country);
    if (!country) return; // the country field's own issue names it
    const problem = postalCodeProblem(country, body.pin_code);
    if (problem === 'missing') ctx.addIssue({ code: 'custom', path: ['pin_code'], message: 'is required' });
    if (problem === 'invalid')
      ctx.addIssue({
        code: 'custom',
        path: ['pin_code'],
        message: `must be ${country.postalRule} for ${country.name}`,
      });
  })
  .transform((body) => {
    const country = findDeliveryCountry(body.country);
    // A legal name without a GSTIN makes no B2B invoice: it is not kept.
    const business = { buyer_legal_name: body.gstin === undefined ? undefined : body.buyer_legal_name };
    return country
      ? { ...body, ...business, pin_code: normalizePostalCode(country, body.pin_code) }
      : { ...body, ...business };
  });
export type CreateOrderBody = z.input<typeof createOrderBody>;

/** Card path: the spec reads data.id (the Razorpay order id to open the checkout with). */
export const createOrderCardResponse = z.object({
  data: z.object({
    id: z.string(),
    /** In paise or cents, as the Razorpay checkout takes it. */
    amount: z.number().int().positive(),
    currency: z.enum(CART_CURRENCIES),
    /** The public key id for the checkout. */
    key: z.string(),
  }),
  order_id: z.string(),
  payment_method: z.literal('razorpay'),
  status: z.literal('pending'),
  /** The total in the major unit. */
  amount: moneyAmount,
  currency: z.enum(CART_CURRENCIES),
});

/** Wallet path: the spec reads id (the PayPal order id the buttons return from createOrder). */
export const createOrderWalletResponse = z.object({
  id: z.string(),
  order_id: z.string(),
  payment_method: z.literal('paypal'),
  status: z.literal('pending'),
  amount: moneyAmount,
  currency: z.enum(CART_CURRENCIES),
});

export const createOrderCashResponse = z.object({
  order_id: z.string(),
  status: z.literal('cod_confirmed'),
  message: z.string(),
  payment_method: z.literal('cod'),
  amount: moneyAmount,
  currency: z.enum(CART_CURRENCIES),
});

export const createOrderResponse = z.union([
  createOrderCardResponse,
  createOrderWalletResponse,
  createOrderCashResponse,
]);

const providerIdField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(100, { error: 'must be at most 100 characters' });

/**
 * POST /api/verify-payment/ (token). Card: `razorpay: true` with the three
 * values the Razorpay checkout hands over. Wallet: `razorpay: false` with the
 * PayPal order id. `amount` and `cart_id` are accepted and not used.
 */
export const verifyPaymentBody = z
  .object({
    amount: clientAmountField.optional(),
    razorpay: z.boolean({ error: 'must be true or false' }).optional(),
    razorpay_payment_id: providerIdField.optional(),
    razorpay_order_id: providerIdField.optional(),
    razorpay_signature: z
      .string({ error: 'must be text' })
      .max(512, { error: 'must be at most 512 characters' })
      .optional(),
    order_id: providerIdField.optional(),
    cart_id: cartIdField,
  })
  .superRefine((body, ctx) => {
    const isCard = body.razorpay !== false;
    const needed = isCard
      ? (['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'] as const)
      : (['order_id'] as const);
    for (const field of needed) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
    }
  });

export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  message: z.string(),
});

export const orderLine = z.object({
  product_pk: z.number().int().positive(),
  product_name: z.string(),
  image: z.string(),
  size: z.string(),
  quantity: z.number().int().positive(),
  /** In the order's currency, as charged. */
  unit_price: moneyAmount,
  mrp: moneyAmount,
  line_total: moneyAmount,
});

/** Where an order goes, as the customer gave it (the shopper's order page and the back office). */
export const orderDelivery = z.object({
  /** ISO 3166-1 alpha-2 (decision 015). */
  country: z.string(),
  name: z.string(),
  delivery_address: z.string(),
  city: z.string(),
  state: z.string(),
  pin_code: z.string(),
  country_code: z.string(),
  mobile_number: z.string(),
  comment: z.string(),
});

export const orderSummary = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  currency: z.enum(CART_CURRENCIES),
  subtotal: moneyAmount,
  discount: moneyAmount,
  shipping: moneyAmount,
  total: moneyAmount,
  promo_code: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** While pending: when the held stock is released if the order is not paid. */
  reservation_expires_at: z.string().nullable(),
  /** What was given back so far, in the major unit (never more than the total); absent when nothing was. */
  refunded: moneyAmount.optional(),
  delivery: orderDelivery,
  lines: z.array(orderLine),
  /** Shipping as the shopper sees it: the state, and once shipped the courier and tracking link. */
  fulfilment: z.object({
    status: z.enum(FULFILMENT_STATUSES),
    shipped_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    courier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
  }),
});
export type OrderSummary = z.infer<typeof orderSummary>;

// GET /api/orders/ (token): the customer's own orders, newest first.
export const listOrdersQuery = z.object({});
export const listOrdersResponse = z.object({ data: z.array(orderSummary) });

/** An order number as customers see it (JH-YYMMDD-XXXXXXXX). */
export const orderNumberField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(40, { error: 'must be at most 40 characters' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'must be an order number such as JH-261126-ABCD1234' });

// GET /api/order-detail/?order_id= (token): one of the customer's own orders; 404 for anyone else's.
export const orderDetailQuery = z.object({ order_id: orderNumberField });
export const orderDetailResponse = z.object({
  data: orderSummary.extend({
    /** Its GST tax invoice and credit notes (decision 040), invoice first; empty before it has an invoice. */
    tax_documents: z.array(taxDocumentSummary),
    /**
     * Our addition (issue 31): the days the parcel is expected, YYYY-MM-DD on India's calendar, from the
     * shipping policy's business days (docs/decisions/042); null when no parcel is on its way.
     */
    delivery_estimate: z.object({ earliest: calendarDateField, latest: calendarDateField }).nullable(),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailResponse>['data'];

// GET /api/order-invoice/?order_id= (token): the order's invoice, a PDF attachment; 404 for anyone else's order.
export const orderInvoiceQuery = z.object({ order_id: orderNumberField });
/** The answer is the PDF's bytes (application/pdf), described here for the OpenAPI document only. */
export const orderInvoiceResponse = z
  .string()
  .meta({ description: 'The invoice, application/pdf, sent as an attachment' });

// GET /api/order-tax-document/?order_id=&number= (token): one GST document of an own order; 404 for anyone else's.
export const orderTaxDocumentQuery = z.object({ order_id: orderNumberField, number: taxDocumentNumberField });

/** A delivery address the customer used, offered on the next checkout (decision 015): an order's delivery without its comment. */
export const savedAddress = orderDelivery.omit({ comment: true });
export type SavedAddress = z.infer<typeof savedAddress>;

// GET /api/saved-addresses/ (token): the customer's own delivery addresses, the last used first.
export const listSavedAddressesQuery = z.object({});
export const listSavedAddressesResponse = z.object({ data: z.array(savedAddress) });

// GET /api/payments/config/?currency= : what the browser needs to load the checkout scripts.
export const paymentsConfigQuery = z.object({ currency: currencyField.optional() });
export const paymentsConfigResponse = z.object({
  /** True when a stand-in provider is in use: the page should say no real money moves. */
  sandbox: z.boolean(),
  razorpay: z.object({
    available: z.boolean(),
    sandbox: z.boolean(),
    key_id: z.string().nullable(),
    checkout_url: z.string().nullable(),
  }),
  paypal: z.object({
    available: z.boolean(),
    sandbox: z.boolean(),
    client_id: z.string().nullable(),
    /** Ready to load: client-id, currency and intent are in the query. */
    sdk_url: z.string().nullable(),
    currency: z.enum(CART_CURRENCIES),
  }),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigResponse>;

export const ordersEndpoints = {
  createOrder: endpoint({ ...routes.createOrder, input: createOrderBody, response: createOrderResponse }),
  verifyPayment: endpoint({ ...routes.verifyPayment, input: verifyPaymentBody, response: verifyPaymentResponse }),
  listOrders: endpoint({ ...routes.listOrders, input: listOrdersQuery, response: listOrdersResponse }),
  getOrderDetail: endpoint({ ...routes.getOrderDetail, input: orderDetailQuery, response: orderDetailResponse }),
  listSavedAddresses: endpoint({
    ...routes.listSavedAddresses,
    input: listSavedAddressesQuery,
    response: listSavedAddressesResponse,
  }),
  getPaymentsConfig: endpoint({
    ...routes.getPaymentsConfig,
    input: paymentsConfigQuery,
    response: paymentsConfigResponse,
  }),
} as const;

/** The calls answering a file (fileRoutes): in the OpenAPI document, not in the typed client. */
export const orderFileEndpoints = {
  getOrderInvoice: endpoint({
    ...fileRoutes.getOrderInvoice,
    input: orderInvoiceQuery,
    response: orderInvoiceResponse,
  }),
  getOrderTaxDocument: endpoint({
    ...fileRoutes.getOrderTaxDocument,
    input: orderTaxDocumentQuery,
    response: taxDocumentPdfResponse,
  }),
} as const;
