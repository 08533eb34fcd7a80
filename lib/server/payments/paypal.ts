import 'server-only';
import { z } from 'zod';
import { minorToDecimalString } from '../../money';
import { getPaymentSettings, type PayPalSettings } from '../config';
import { shopFetch } from './shop-fetch';
import {
  basicAuthorization,
  isPaymentProviderError,
  PaymentProviderError,
  requestProviderJson,
  type FetchLike,
} from './provider-http';
import { isSandboxUrl } from './razorpay';

/**
 * The wallet provider, PayPal, over its REST API
 * (https://developer.paypal.com/docs/api/orders/v2/): OAuth client
 * credentials, orders v2 (create, show, capture) and webhook signature
 * verification. The base URL is the real API or the sandbox.
 */
export const paypalMoneySchema = z.looseObject({ currency_code: z.string(), value: z.string() });

export const paypalCaptureSchema = z.looseObject({
  id: z.string(),
  /** COMPLETED, DECLINED, PENDING, REFUNDED, ... */
  status: z.string(),
  amount: paypalMoneySchema.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  supplementary_data: z
    .looseObject({ related_ids: z.looseObject({ order_id: z.string().optional() }).optional() })
    .optional(),
});
export type PayPalCapture = z.infer<typeof paypalCaptureSchema>;

export const paypalOrderSchema = z.looseObject({
  id: z.string(),
  /** CREATED, APPROVED, COMPLETED, ... */
  status: z.string(),
  purchase_units: z
    .array(
      z.looseObject({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: paypalMoneySchema.optional(),
        payments: z.looseObject({ captures: z.array(paypalCaptureSchema).optional() }).optional(),
      }),
    )
    .optional(),
});
export type PayPalOrder = z.infer<typeof paypalOrderSchema>;

/** A refund of a capture (https://developer.paypal.com/docs/api/payments/v2/#captures_refund): COMPLETED, PENDING, FAILED or CANCELLED. */
export const paypalRefundSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  amount: paypalMoneySchema.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  seller_payable_breakdown: z.looseObject({ total_refunded_amount: paypalMoneySchema.optional() }).optional(),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })).optional(),
});
export type PayPalRefund = z.infer<typeof paypalRefundSchema>;

const tokenSchema = z.looseObject({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.number() });
const verificationSchema = z.looseObject({ verification_status: z.string() });

/** The first capture of an order answer: where PayPal says whether the money moved. */
export function firstCapture(order: PayPalOrder): PayPalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

/** '12.34' from 1234 minor units (PayPal takes 2 decimals for USD and INR). */
export function formatPayPalAmount(minor: number): string {
  if (!Number.isInteger(minor) || minor < 0) throw new Error(`Not an amount in minor units: ${minor}`);
  return minorToDecimalString(minor);
}

/** 1234 from '12.34' (also '12', '12.3'); NaN when it is not a plain decimal. */
export function parsePayPalAmount(value: string): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface PayPalOrderLine {
  name: string;
  size: string;
  quantity: number;
  unitMinor: number;
  sku: string;
}

export interface PayPalOrderInput {
  /** Our order number: reference, custom and invoice id at PayPal. */
  publicId: string;
  currency: string;
  lines: PayPalOrderLine[];
  discountMinor: number;
  shippingMinor: number;
  brandName: string;
}

/** PayPal keeps item names to 127 characters (UTF-16 units, the strictest count); cut whole code points only. */
export function paypalItemName(name: string, size: string): string {
  const full = `${name} (size ${size})`;
  if (full.length <= 127) return full;
  let cut = '';
  for (const point of full) {
    if (cut.length + point.length > 126) break;
    cut += point;
  }
  return `${cut}…`;
}

/**
 * The body of POST /v2/checkout/orders. Every figure is derived from the
 * lines, so it always adds up the way PayPal checks it: the items sum to
 * item_total, and amount.value = item_total + shipping - discount.
 */
export function buildPayPalOrderBody(input: PayPalOrderInput) {
  const currency_code = input.currency;
  const payPalMoney = (minor: number) => ({ currency_code, value: formatPayPalAmount(minor) });
  const itemTotal = input.lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  const discount = Math.min(input.discountMinor, itemTotal);
  const total = itemTotal + input.shippingMinor - discount;
  return {
    intent: 'CAPTURE' as const,
    purchase_units: [
      {
        reference_id: input.publicId,
        custom_id: input.publicId,
        invoice_id: input.publicId,
        description: `${input.brandName} order ${input.publicId}`.slice(0, 127),
        amount: {
          ...payPalMoney(total),
          breakdown: {
            item_total: payPalMoney(itemTotal),
            shipping: payPalMoney(input.shippingMinor),
            discount: payPalMoney(discount),
          },
        },
        items: input.lines.map((line) => ({
          name: paypalItemName(line.name, line.size),
          sku: line.sku.slice(0, 127),
          unit_amount: payPalMoney(line.unitMinor),
          quantity: String(line.quantity),
          category: 'PHYSICAL_GOODS' as const,
        })),
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          brand_name: input.brandName.slice(0, 127),
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    },
  };
}
export type PayPalOrderBody = ReturnType<typeof buildPayPalOrderBody>;

export interface WebhookVerification {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  webhookEvent: unknown;
}

export interface PayPalClient {
  createOrder(body: PayPalOrderBody, requestId: string): Promise<PayPalOrder>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  captureOrder(orderId: string, requestId: string): Promise<PayPalOrder>;
  /**
   * POST /v2/payments/captures/{id}/refund of `amountMinor`, with
   * PayPal-Request-Id: the same id answers the refund made the first time.
   */
  refundCapture(
    captureId: string,
    refund: { amountMinor: number; currency: string; requestId: string; invoiceId?: string; noteToPayer?: string },
  ): Promise<PayPalRefund>;
  /** PayPal's verdict on a webhook delivery: 'SUCCESS' or 'FAILURE'. */
  verifyWebhookSignature(verification: WebhookVerification): Promise<string>;
}

/** Access tokens by API base and client, until shortly before they expire. */
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

export function clearPayPalTokenCache(): void {
  tokenCache.clear();
}

export function createPayPalClient(
  settings: Pick<PayPalSettings, 'apiBase' | 'clientId' | 'clientSecret'>,
  fetchImpl: FetchLike = shopFetch,
): PayPalClient {
  const base = settings.apiBase.replace(/\/+$/, '');
  const cacheKey = `${base}|${settings.clientId}`;

  async function accessToken(): Promise<string> {
    const cached = tokenCache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const answer = await requestProviderJson(
      'paypal',
      fetchImpl,
      `${base}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: basicAuthorization(settings.clientId, settings.clientSecret),
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      tokenSchema,
    );
    // Renew a minute early so a token never expires between the check and the call.
    tokenCache.set(cacheKey, {
      token: answer.access_token,
      expiresAt: Date.now() + Math.max(0, answer.expires_in - 60) * 1000,
    });
    return answer.access_token;
  }

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<z.output<S>> {
    const send = async () =>
      requestProviderJson(
        'paypal',
        fetchImpl,
        `${base}${path}`,
        {
          method,
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            accept: 'application/json',
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        },
        schema,
      );
    try {
      return await send();
    } catch (error) {
      // A token revoked or forgotten before its time: fetch a new one, once.
      if (isPaymentProviderError(error) && error.status === 401) {
        tokenCache.delete(cacheKey);
        return send();
      }
      throw error;
    }
  }

  return {
    createOrder: (body, requestId) =>
      call('POST', '/v2/checkout/orders', paypalOrderSchema, {
        body,
        headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      }),
    getOrder: (orderId) => call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, paypalOrderSchema),
    captureOrder: (orderId, requestId) =>
      call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, paypalOrderSchema, {
        headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      }),
    refundCapture: (captureId, refund) =>
      call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, paypalRefundSchema, {
        body: {
          amount: { currency_code: refund.currency, value: formatPayPalAmount(refund.amountMinor) },
          ...(refund.invoiceId ? { invoice_id: refund.invoiceId.slice(0, 127) } : {}),
          ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer.slice(0, 255) } : {}),
        },
        headers: { 'PayPal-Request-Id': refund.requestId, Prefer: 'return=representation' },
      }),
    verifyWebhookSignature: async (verification) =>
      (
        await call('POST', '/v1/notifications/verify-webhook-signature', verificationSchema, {
          body: {
            auth_algo: verification.authAlgo,
            cert_url: verification.certUrl,
            transmission_id: verification.transmissionId,
            transmission_sig: verification.transmissionSig,
            transmission_time: verification.transmissionTime,
            webhook_id: verification.webhookId,
            webhook_event: verification.webhookEvent,
          },
        })
      ).verification_status,
  };
}

/** The client for the configured PayPal; refuses like getRazorpayClient. */
export function getPayPalClient(): PayPalClient {
  const { paypal, sandboxAllowed } = getPaymentSettings();
  if (!paypal.available)
    throw new PaymentProviderError(
      'paypal',
      'PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      null,
    );
  if ((paypal.sandbox || isSandboxUrl(paypal.apiBase)) && !sandboxAllowed) {
    throw new PaymentProviderError(
      'paypal',
      'The payment sandbox is off in production: set real PayPal keys, or PAYMENT_SANDBOX=true for a demo',
      null,
    );
  }
  return createPayPalClient(paypal);
}
