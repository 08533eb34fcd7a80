import 'server-only';
import crypto from 'node:crypto';
import { z } from 'zod';
import { getPaymentSettings, type RazorpaySettings } from '../config';
import { shopFetch } from './shop-fetch';
import { basicAuthorization, PaymentProviderError, requestProviderJson, type FetchLike } from './provider-http';

/**
 * The card provider, Razorpay, over its REST API (https://razorpay.com/docs/api/):
 * orders, payments, capture, and its two signatures. The base URL is the real
 * API or the sandbox; the code is the same.
 */
export const razorpayOrderSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.string(),
  attempts: z.number().int(),
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const razorpayPaymentSchema = z.looseObject({
  id: z.string(),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  /** created, authorized, captured, refunded or failed. */
  status: z.string(),
  order_id: z.string().nullable(),
  method: z.string().nullable().optional(),
  captured: z.boolean().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

/** Razorpay's refund entity (https://razorpay.com/docs/api/refunds/): amount in the minor unit; status pending, processed or failed. */
export const razorpayRefundSchema = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.string(),
  receipt: z.string().nullable().optional(),
  created_at: z.number().int(),
});
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

const razorpayPaymentCollectionSchema = z.looseObject({
  entity: z.literal('collection'),
  count: z.number().int(),
  items: z.array(razorpayPaymentSchema),
});

export interface RazorpayClient {
  createOrder(order: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  capturePayment(paymentId: string, amount: { amount: number; currency: string }): Promise<RazorpayPayment>;
  listOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  /**
   * POST /v1/payments/{id}/refund of `amountMinor`, with X-Refund-Idempotency:
   * the same key (at least 10 letters, digits, - or _) with the same body
   * answers the refund made the first time instead of refunding again.
   */
  refundPayment(
    paymentId: string,
    refund: { amountMinor: number; idempotencyKey: string; receipt?: string; notes?: Record<string, string> },
  ): Promise<RazorpayRefund>;
}

export function createRazorpayClient(
  settings: Pick<RazorpaySettings, 'apiBase' | 'keyId' | 'keySecret'>,
  fetchImpl: FetchLike = shopFetch,
): RazorpayClient {
  const base = settings.apiBase.replace(/\/+$/, '');
  const headers = { authorization: basicAuthorization(settings.keyId, settings.keySecret), accept: 'application/json' };
  const get = <S extends z.ZodType>(path: string, schema: S) =>
    requestProviderJson('razorpay', fetchImpl, `${base}${path}`, { method: 'GET', headers }, schema);
  const post = <S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    extraHeaders: Record<string, string> = {},
  ) =>
    requestProviderJson(
      'razorpay',
      fetchImpl,
      `${base}${path}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', ...extraHeaders },
        body: JSON.stringify(body),
      },
      schema,
    );
  return {
    createOrder: (order) => post('/v1/orders', order, razorpayOrderSchema),
    fetchPayment: (paymentId) => get(`/v1/payments/${encodeURIComponent(paymentId)}`, razorpayPaymentSchema),
    capturePayment: (paymentId, amount) =>
      post(`/v1/payments/${encodeURIComponent(paymentId)}/capture`, amount, razorpayPaymentSchema),
    listOrderPayments: async (orderId) =>
      (await get(`/v1/orders/${encodeURIComponent(orderId)}/payments`, razorpayPaymentCollectionSchema)).items,
    refundPayment: (paymentId, refund) =>
      post(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          amount: refund.amountMinor,
          speed: 'normal',
          ...(refund.receipt ? { receipt: refund.receipt.slice(0, 40) } : {}),
          ...(refund.notes ? { notes: refund.notes } : {}),
        },
        razorpayRefundSchema,
        { 'X-Refund-Idempotency': refund.idempotencyKey },
      ),
  };
}

export function isSandboxUrl(url: string): boolean {
  return /\/sandbox\/(razorpay|paypal)(\/|$)/.test(url);
}

/**
 * The client for the configured Razorpay. Refuses when card payment is not
 * configured, and refuses the sandbox where it may not run (production
 * without PAYMENT_SANDBOX=true), so a stand-in can never take a real order.
 */
export function getRazorpayClient(): RazorpayClient {
  const { razorpay, sandboxAllowed } = getPaymentSettings();
  if (!razorpay.available)
    throw new PaymentProviderError(
      'razorpay',
      'Razorpay is not configured: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      null,
    );
  if ((razorpay.sandbox || isSandboxUrl(razorpay.apiBase)) && !sandboxAllowed) {
    throw new PaymentProviderError(
      'razorpay',
      'The payment sandbox is off in production: set real Razorpay keys, or PAYMENT_SANDBOX=true for a demo',
      null,
    );
  }
  return createRazorpayClient(razorpay);
}

function hmacHex(secret: string, data: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

/** What Razorpay's checkout hands the browser after a payment: HMAC-SHA256(order_id|payment_id, key secret), hex. */
export function razorpayPaymentSignature(providerOrderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${providerOrderId}|${paymentId}`);
}

/** X-Razorpay-Signature of a webhook: HMAC-SHA256 of the raw body bytes, hex. */
export function razorpayWebhookSignature(rawBody: string | Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/**
 * Compares a received hex signature with the expected one in constant time.
 * Anything but 64 lower-case hex characters is refused before comparing, so
 * a short, long or non-hex value never reaches timingSafeEqual.
 */
export function isExpectedSignature(expectedHex: string, received: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(received)) return false;
  return crypto.timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received, 'hex'));
}

export function verifyRazorpayPaymentSignature(check: {
  providerOrderId: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  return isExpectedSignature(
    razorpayPaymentSignature(check.providerOrderId, check.paymentId, check.keySecret),
    check.signature,
  );
}

export function verifyRazorpayWebhookSignature(
  rawBody: string | Buffer,
  signature: string,
  webhookSecret: string,
): boolean {
  return isExpectedSignature(razorpayWebhookSignature(rawBody, webhookSecret), signature.trim());
}
