import 'server-only';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { SANDBOX_CREDENTIALS } from '../server/config';
import { basicCredentials, bearerToken, isRecord, json, randomId, readJson, sameSecret } from './common';
import { itemAt } from '../list';
import { minorToDecimalString } from '../money';
import type { SandboxContext } from './context';
import * as store from './store';

/**
 * A stand-in for PayPal's REST API (OAuth client credentials, Orders v2,
 * captures, refunds, webhook verification) and its JS SDK buttons, with
 * PayPal's validation rules and error bodies. Credentials are the fixed
 * sandbox ones (SANDBOX_CREDENTIALS).
 */
const credentials = SANDBOX_CREDENTIALS.paypal;
const TOKEN_SECONDS = 32_400;
export const PAYPAL_SANDBOX_CERT_PATH = '/v1/notifications/certs/CERT-SANDBOX';
const PAYER = {
  name: { given_name: 'Sandbox', surname: 'Buyer' },
  email_address: 'buyer@sandbox.example',
  payer_id: 'SANDBOXPAYER01',
  address: { country_code: 'IN' },
};
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'HUF', 'TWD']);

interface PayPalIssue {
  field?: string;
  value?: string;
  location?: string;
  issue: string;
  description: string;
}

const ERROR_MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
};

function paypalError(
  status: number,
  name: 'INVALID_REQUEST' | 'UNPROCESSABLE_ENTITY' | 'RESOURCE_NOT_FOUND',
  details: PayPalIssue[],
): Response {
  return json(
    {
      name,
      message: ERROR_MESSAGES[name],
      debug_id: crypto.randomBytes(7).toString('hex').slice(0, 13),
      details: details.map((detail) => ({ location: 'body', ...detail })),
      links: details.map((detail) => ({
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${detail.issue}`,
        rel: 'information_link',
        method: 'GET',
      })),
    },
    status,
  );
}

function unauthorized(): Response {
  return json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);
}

function newPayPalId(): string {
  return randomId(17, 'upper');
}

/** Minor units of a PayPal amount string, or null when it is not one for this currency. */
function minorOf(value: unknown, currency: string): number | null {
  if (typeof value !== 'string') return null;
  const decimals = ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
  const pattern = decimals === 0 ? /^(\d{1,10})$/ : /^(\d{1,10})(?:\.(\d{1,2}))?$/;
  const match = pattern.exec(value);
  if (!match) return null;
  return decimals === 0 ? Number(match[1]) : Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** PayPal's Money object of an amount in minor units: its currency and the amount as PayPal writes it. */
function payPalMoneyOf(currency: string, minor: number) {
  const value = ZERO_DECIMAL_CURRENCIES.has(currency) ? String(minor) : minorToDecimalString(minor);
  return { currency_code: currency, value };
}

interface StoredUnit {
  reference_id: string;
  amount: Record<string, unknown> & { currency_code: string; value: string };
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  items?: unknown[];
}

type Validated = { units: StoredUnit[] } | { error: Response };

const BREAKDOWN_ADDED = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const BREAKDOWN_TAKEN = ['shipping_discount', 'discount'] as const;

/**
 * PayPal's checks of POST /v2/checkout/orders: well-formed amounts (400),
 * and figures that add up (422): amount.value = item_total + tax_total +
 * shipping + handling + insurance - shipping_discount - discount, and the
 * items sum to item_total.
 */
export function validatePayPalOrderRequest(body: unknown): Validated {
  const invalid = (field: string, issue: string, description: string) => ({
    error: paypalError(400, 'INVALID_REQUEST', [{ field, issue, description }]),
  });
  const unprocessable = (field: string, value: string, issue: string, description: string) => ({
    error: paypalError(422, 'UNPROCESSABLE_ENTITY', [{ field, value, issue, description }]),
  });
  if (!isRecord(body)) return invalid('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    return invalid(
      '/intent',
      body.intent === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
      'A required field / parameter is missing or invalid.',
    );
  }
  if (!Array.isArray(body.purchase_units) || body.purchase_units.length < 1 || body.purchase_units.length > 10) {
    return invalid('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  }
  const units: StoredUnit[] = [];
  for (const [index, unit] of body.purchase_units.entries()) {
    if (!isRecord(unit) || !isRecord(unit.amount))
      return invalid(
        `/purchase_units/${index}/amount`,
        'MISSING_REQUIRED_PARAMETER',
        'A required field / parameter is missing.',
      );
    const referenceId =
      typeof unit.reference_id === 'string' && unit.reference_id !== '' ? unit.reference_id : 'default';
    const at = `/purchase_units/@reference_id=='${referenceId}'`;
    const currency = unit.amount.currency_code;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return invalid(`${at}/amount/currency_code`, 'INVALID_PARAMETER_VALUE', 'Currency code is invalid.');
    const value = minorOf(unit.amount.value, currency);
    if (value === null)
      return invalid(
        `${at}/amount/value`,
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    if (value <= 0)
      return unprocessable(
        `${at}/amount/value`,
        String(unit.amount.value),
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero.',
      );
    for (const key of ['custom_id', 'invoice_id', 'description'] as const) {
      const text = unit[key];
      if (text !== undefined && (typeof text !== 'string' || text.length > 127))
        return invalid(`${at}/${key}`, 'INVALID_STRING_LENGTH', 'The value of a field is too long.');
    }

    const breakdown = unit.amount.breakdown;
    const parts: Record<string, number> = {};
    if (breakdown !== undefined) {
      if (!isRecord(breakdown))
        return invalid(
          `${at}/amount/breakdown`,
          'INVALID_PARAMETER_SYNTAX',
          'The value of a field does not conform to the expected format.',
        );
      for (const key of [...BREAKDOWN_ADDED, ...BREAKDOWN_TAKEN]) {
        const part = breakdown[key];
        if (part === undefined) continue;
        if (!isRecord(part))
          return invalid(
            `${at}/amount/breakdown/${key}`,
            'INVALID_PARAMETER_SYNTAX',
            'The value of a field does not conform to the expected format.',
          );
        if (part.currency_code !== currency)
          return unprocessable(
            `${at}/amount/breakdown/${key}/currency_code`,
            String(part.currency_code),
            'CURRENCY_MISMATCH',
            'Currency code should be the same for all amounts in a purchase unit.',
          );
        const minor = minorOf(part.value, currency);
        if (minor === null)
          return invalid(
            `${at}/amount/breakdown/${key}/value`,
            'DECIMAL_PRECISION',
            'If the currency supports decimals, only two decimal place precision is supported.',
          );
        parts[key] = minor;
      }
      const expected =
        BREAKDOWN_ADDED.reduce((sum, key) => sum + (parts[key] ?? 0), 0) -
        BREAKDOWN_TAKEN.reduce((sum, key) => sum + (parts[key] ?? 0), 0);
      if (expected !== value) {
        return unprocessable(
          `${at}/amount/value`,
          String(unit.amount.value),
          'AMOUNT_MISMATCH',
          'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
        );
      }
    }

    if (unit.items !== undefined) {
      if (!Array.isArray(unit.items))
        return invalid(
          `${at}/items`,
          'INVALID_PARAMETER_SYNTAX',
          'The value of a field does not conform to the expected format.',
        );
      if (parts.item_total === undefined)
        return unprocessable(
          `${at}/amount/breakdown/item_total`,
          '',
          'ITEM_TOTAL_REQUIRED',
          'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
        );
      let itemsTotal = 0;
      for (const [itemIndex, item] of unit.items.entries()) {
        const where = `${at}/items/@sku=='${isRecord(item) && typeof item.sku === 'string' ? item.sku : itemIndex}'`;
        if (!isRecord(item))
          return invalid(
            where,
            'INVALID_PARAMETER_SYNTAX',
            'The value of a field does not conform to the expected format.',
          );
        if (typeof item.name !== 'string' || item.name.length < 1 || item.name.length > 127)
          return invalid(
            `${where}/name`,
            'INVALID_STRING_LENGTH',
            'The value of a field is either too short or too long.',
          );
        if (typeof item.quantity !== 'string' || !/^[1-9]\d{0,9}$/.test(item.quantity))
          return invalid(
            `${where}/quantity`,
            'INVALID_PARAMETER_SYNTAX',
            'The value of a field does not conform to the expected format.',
          );
        if (!isRecord(item.unit_amount))
          return invalid(
            `${where}/unit_amount`,
            'MISSING_REQUIRED_PARAMETER',
            'A required field / parameter is missing.',
          );
        if (item.unit_amount.currency_code !== currency)
          return unprocessable(
            `${where}/unit_amount/currency_code`,
            String(item.unit_amount.currency_code),
            'CURRENCY_MISMATCH',
            'Currency code should be the same for all amounts in a purchase unit.',
          );
        const unitMinor = minorOf(item.unit_amount.value, currency);
        if (unitMinor === null)
          return invalid(
            `${where}/unit_amount/value`,
            'DECIMAL_PRECISION',
            'If the currency supports decimals, only two decimal place precision is supported.',
          );
        itemsTotal += unitMinor * Number(item.quantity);
      }
      if (itemsTotal !== parts.item_total) {
        return unprocessable(
          `${at}/amount/breakdown/item_total/value`,
          payPalMoneyOf(currency, parts.item_total).value,
          'ITEM_TOTAL_MISMATCH',
          'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
        );
      }
    }

    units.push({
      reference_id: referenceId,
      amount: { ...unit.amount, currency_code: currency, value: String(unit.amount.value) },
      ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
      ...(typeof unit.invoice_id === 'string' ? { invoice_id: unit.invoice_id } : {}),
      ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
      ...(Array.isArray(unit.items) ? { items: unit.items } : {}),
    });
  }
  return { units };
}

function parseUnits(row: store.PayPalOrderRow): StoredUnit[] {
  const parsed: unknown = JSON.parse(row.purchase_units);
  return Array.isArray(parsed) ? (parsed as StoredUnit[]) : [];
}

/** The order's first purchase unit: createOrder stores none without one, so a miss is a bug. */
function firstUnitOrThrow(row: store.PayPalOrderRow): StoredUnit {
  return itemAt(parseUnits(row), 0);
}

function orderLinks(ctx: SandboxContext, row: store.PayPalOrderRow) {
  const self = `${ctx.baseUrl}/v2/checkout/orders/${row.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    ...(row.status === 'CREATED'
      ? [{ href: `${ctx.baseUrl}/checkout/approve?token=${row.id}`, rel: 'approve', method: 'GET' }]
      : []),
    ...(row.status !== 'COMPLETED' ? [{ href: self, rel: 'update', method: 'PATCH' }] : []),
    ...(row.status === 'APPROVED' ? [{ href: `${self}/capture`, rel: 'capture', method: 'POST' }] : []),
  ];
}

/** The capture's status as PayPal reports it after refunds: PARTIALLY_REFUNDED, then REFUNDED once nothing is left. */
function captureStatus(row: store.PayPalOrderRow, capturedMinor: number, declined: boolean): string {
  if (declined) return 'DECLINED';
  const refunded = Number(row.refunded_minor);
  if (refunded <= 0) return 'COMPLETED';
  return refunded >= capturedMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** PayPal's fee in the sandbox: 3% of the gross, as a stand-in for the real schedule. */
function paypalFee(grossMinor: number): number {
  return Math.round(grossMinor * 0.03);
}

interface CaptureFacts {
  row: store.PayPalOrderRow;
  unit: StoredUnit;
  captureId: string;
  currency: string;
  capturedMinor: number;
  declined: boolean;
}

function captureFacts(row: store.PayPalOrderRow): CaptureFacts | undefined {
  if (!row.capture_id) return undefined;
  const unit = firstUnitOrThrow(row);
  const currency = unit.amount.currency_code;
  return {
    row,
    unit,
    captureId: row.capture_id,
    currency,
    capturedMinor: minorOf(unit.amount.value, currency) ?? 0,
    declined: row.approval === 'decline',
  };
}

/** The capture as GET /v2/payments/captures/{id} answers it: the status moves with refunds. */
function captureRepresentation(ctx: SandboxContext, facts: CaptureFacts) {
  const { row, unit, captureId, currency, capturedMinor, declined } = facts;
  const fee = paypalFee(capturedMinor);
  return {
    id: captureId,
    status: captureStatus(row, capturedMinor, declined),
    amount: payPalMoneyOf(currency, capturedMinor),
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...(declined
      ? {}
      : {
          seller_receivable_breakdown: {
            gross_amount: payPalMoneyOf(currency, capturedMinor),
            paypal_fee: payPalMoneyOf(currency, fee),
            net_amount: payPalMoneyOf(currency, capturedMinor - fee),
          },
        }),
    ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
    ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    supplementary_data: { related_ids: { order_id: row.id } },
    create_time: row.capture_response ? captureCreateTime(row) : row.update_time,
    update_time: row.update_time,
    links: [
      { href: `${ctx.baseUrl}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
      { href: `${ctx.baseUrl}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
      { href: `${ctx.baseUrl}/v2/checkout/orders/${row.id}`, rel: 'up', method: 'GET' },
    ],
  };
}

function captureCreateTime(row: store.PayPalOrderRow): string {
  const captured: unknown = JSON.parse(row.capture_response ?? '{}');
  if (isRecord(captured) && Array.isArray(captured.purchase_units)) {
    const unit: unknown = captured.purchase_units[0];
    const capture: unknown =
      isRecord(unit) && isRecord(unit.payments) && Array.isArray(unit.payments.captures)
        ? unit.payments.captures[0]
        : undefined;
    if (isRecord(capture) && typeof capture.create_time === 'string') return capture.create_time;
  }
  return row.update_time;
}

/** A refund as POST .../refund (Prefer: return=representation), GET /v2/payments/refunds/{id} and the webhook give it. */
function refundRepresentation(ctx: SandboxContext, refund: store.PayPalRefundRow, capturedMinor: number) {
  const fee = capturedMinor > 0 ? Math.round((paypalFee(capturedMinor) * refund.amount) / capturedMinor) : 0;
  return {
    id: refund.id,
    amount: payPalMoneyOf(refund.currency, refund.amount),
    seller_payable_breakdown: {
      gross_amount: payPalMoneyOf(refund.currency, refund.amount),
      paypal_fee: payPalMoneyOf(refund.currency, fee),
      net_amount: payPalMoneyOf(refund.currency, refund.amount - fee),
      total_refunded_amount: payPalMoneyOf(refund.currency, refund.total_refunded),
    },
    ...(refund.invoice_id ? { invoice_id: refund.invoice_id } : {}),
    ...(refund.custom_id ? { custom_id: refund.custom_id } : {}),
    ...(refund.note_to_payer ? { note_to_payer: refund.note_to_payer } : {}),
    status: refund.status,
    create_time: refund.create_time,
    update_time: refund.update_time,
    links: [
      { href: `${ctx.baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${ctx.baseUrl}/v2/payments/captures/${refund.capture_id}`, rel: 'up', method: 'GET' },
    ],
  };
}

/** The order as GET /v2/checkout/orders/{id} answers it. */
async function orderRepresentation(ctx: SandboxContext, row: store.PayPalOrderRow) {
  if (row.capture_response) {
    const captured: unknown = JSON.parse(row.capture_response);
    const facts = captureFacts(row);
    // After refunds the capture reads PARTIALLY_REFUNDED or REFUNDED and the refunds are listed, as at PayPal.
    if (facts && Number(row.refunded_minor) > 0 && isRecord(captured) && Array.isArray(captured.purchase_units)) {
      const refunds = (await store.listPayPalRefunds(ctx.db, facts.captureId)).map((refund) => {
        const full = refundRepresentation(ctx, refund, facts.capturedMinor);
        return {
          id: full.id,
          status: full.status,
          amount: full.amount,
          seller_payable_breakdown: full.seller_payable_breakdown,
          create_time: full.create_time,
          update_time: full.update_time,
          links: full.links,
        };
      });
      for (const unit of captured.purchase_units) {
        if (!isRecord(unit) || !isRecord(unit.payments) || !Array.isArray(unit.payments.captures)) continue;
        for (const capture of unit.payments.captures)
          if (isRecord(capture)) capture.status = captureStatus(row, facts.capturedMinor, facts.declined);
        unit.payments.refunds = refunds;
      }
    }
    return captured;
  }
  const approved = row.status !== 'CREATED';
  return {
    id: row.id,
    intent: row.intent,
    status: row.status,
    ...(approved
      ? {
          payment_source: {
            paypal: { email_address: PAYER.email_address, account_id: PAYER.payer_id, name: PAYER.name },
          },
          payer: PAYER,
        }
      : {}),
    purchase_units: parseUnits(row).map((unit) => ({
      ...unit,
      payee: { email_address: 'merchant@sandbox.example', merchant_id: 'SANDBOXMERCHANT1' },
    })),
    create_time: row.create_time,
    update_time: row.update_time,
    links: orderLinks(ctx, row),
  };
}

/** PAYPAL-TRANSMISSION-SIG of the sandbox: an HMAC where PayPal signs with its certificate, over the same fields. */
export function paypalTransmissionSignature(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  body: string,
): string {
  const signed = `${transmissionId}|${transmissionTime}|${webhookId}|${zlib.crc32(body)}`;
  return crypto
    .createHmac('sha256', `paypal-sandbox-webhooks|${credentials.clientSecret}`)
    .update(signed)
    .digest('base64');
}

export function buildPayPalWebhook(
  ctx: SandboxContext,
  eventType: string,
  resourceType: string,
  resource: Record<string, unknown>,
  summary: string,
) {
  const id = `WH-${randomId(17, 'upper')}-${randomId(17, 'upper')}`;
  const body = JSON.stringify({
    id,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: resourceType,
    resource_version: '2.0',
    event_type: eventType,
    summary,
    resource,
    links: [{ href: `${ctx.baseUrl}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
  });
  const transmissionId = crypto.randomUUID();
  const transmissionTime = new Date().toISOString();
  return {
    provider: 'paypal' as const,
    eventId: id,
    eventType,
    url: `${ctx.shopOrigin}/api/webhooks/paypal/`,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'PayPal/AUHR-214.0-58734201 (sandbox)',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${ctx.baseUrl}${PAYPAL_SANDBOX_CERT_PATH}`,
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': paypalTransmissionSignature(
        transmissionId,
        transmissionTime,
        credentials.webhookId,
        body,
      ),
    },
    body,
  };
}

async function issueToken(request: Request, ctx: SandboxContext): Promise<Response> {
  const given = basicCredentials(request);
  if (
    !given ||
    !sameSecret(given.user, credentials.clientId) ||
    !sameSecret(given.password, credentials.clientSecret)
  ) {
    return json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
  }
  const form = new URLSearchParams(await request.text());
  if (form.get('grant_type') !== 'client_credentials')
    return json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' }, 400);
  const token = `A21AA${crypto.randomBytes(40).toString('base64url')}`;
  await store.insertPayPalToken(ctx.db, {
    token,
    clientId: credentials.clientId,
    expiresAt: new Date(Date.now() + TOKEN_SECONDS * 1000).toISOString(),
  });
  return json({
    scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
    access_token: token,
    token_type: 'Bearer',
    app_id: 'APP-SANDBOX000000000',
    expires_in: TOKEN_SECONDS,
    nonce: `${new Date().toISOString()}${randomId(20)}`,
  });
}

async function createOrder(request: Request, ctx: SandboxContext): Promise<Response> {
  const requestId = request.headers.get('paypal-request-id')?.trim() || null;
  if (requestId) {
    const earlier = await store.findPayPalOrderByRequestId(ctx.db, requestId);
    if (earlier) return json(await orderRepresentation(ctx, earlier), 200);
  }
  const validated = validatePayPalOrderRequest(await readJson(request));
  if ('error' in validated) return validated.error;
  const now = new Date().toISOString();
  let row: store.PayPalOrderRow;
  try {
    row = await store.insertPayPalOrder(ctx.db, {
      id: newPayPalId(),
      request_id: requestId,
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: JSON.stringify(validated.units),
      approval: null,
      capture_id: null,
      capture_request_id: null,
      capture_response: null,
      refund_id: null,
      create_time: now,
      update_time: now,
    });
  } catch (error) {
    // The same PayPal-Request-Id at the same moment: answer the order the other request created.
    const raced = requestId ? await store.findPayPalOrderByRequestId(ctx.db, requestId) : undefined;
    if (!raced) throw error;
    row = raced;
  }
  const full = (request.headers.get('prefer') ?? '').includes('return=representation');
  return json(
    full ? await orderRepresentation(ctx, row) : { id: row.id, status: row.status, links: orderLinks(ctx, row) },
    201,
  );
}

async function captureOrder(request: Request, ctx: SandboxContext, orderId: string): Promise<Response> {
  const requestId = request.headers.get('paypal-request-id')?.trim() || null;
  const row = await store.findPayPalOrder(ctx.db, orderId);
  if (!row)
    return paypalError(404, 'RESOURCE_NOT_FOUND', [
      {
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ]);
  if (row.capture_response && requestId && row.capture_request_id === requestId)
    return json(JSON.parse(row.capture_response), 201);
  if (row.status === 'COMPLETED') {
    return paypalError(422, 'UNPROCESSABLE_ENTITY', [
      {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      },
    ]);
  }
  if (row.status !== 'APPROVED') {
    return paypalError(422, 'UNPROCESSABLE_ENTITY', [
      {
        issue: 'ORDER_NOT_APPROVED',
        description:
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      },
    ]);
  }
  const unit = firstUnitOrThrow(row);
  const now = new Date().toISOString();
  const captureId = newPayPalId();
  const declined = row.approval === 'decline';
  const capture = {
    id: captureId,
    status: declined ? 'DECLINED' : 'COMPLETED',
    amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
    ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    create_time: now,
    update_time: now,
    links: [
      { href: `${ctx.baseUrl}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
      { href: `${ctx.baseUrl}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
      { href: `${ctx.baseUrl}/v2/checkout/orders/${row.id}`, rel: 'up', method: 'GET' },
    ],
  };
  const answer = {
    id: row.id,
    status: 'COMPLETED',
    payment_source: { paypal: { email_address: PAYER.email_address, account_id: PAYER.payer_id, name: PAYER.name } },
    purchase_units: [{ reference_id: unit.reference_id, payments: { captures: [capture] } }],
    payer: PAYER,
    links: [{ href: `${ctx.baseUrl}/v2/checkout/orders/${row.id}`, rel: 'self', method: 'GET' }],
  };
  const captured = await store.transitionPayPalOrder(ctx.db, row.id, ['APPROVED'], {
    status: 'COMPLETED',
    capture_id: captureId,
    capture_request_id: requestId,
    capture_response: JSON.stringify(answer),
    update_time: now,
  });
  if (!captured) {
    // Another capture of the same order won the race: answer as PayPal would for a second capture.
    const current = await store.findPayPalOrder(ctx.db, row.id);
    if (current?.capture_response && requestId && current.capture_request_id === requestId)
      return json(JSON.parse(current.capture_response), 201);
    return paypalError(422, 'UNPROCESSABLE_ENTITY', [
      {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      },
    ]);
  }
  const resource = { ...capture, supplementary_data: { related_ids: { order_id: row.id } } };
  ctx.webhooks.send(
    declined
      ? buildPayPalWebhook(
          ctx,
          'PAYMENT.CAPTURE.DENIED',
          'capture',
          resource,
          `Payment denied for ${capture.amount.value} ${capture.amount.currency_code}`,
        )
      : buildPayPalWebhook(
          ctx,
          'PAYMENT.CAPTURE.COMPLETED',
          'capture',
          resource,
          `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
        ),
  );
  return json(answer, 201);
}

function resourceNotFound(): Response {
  return paypalError(404, 'RESOURCE_NOT_FOUND', [
    {
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
}

/** Answers a refund as PayPal does: the minimal body by default, the whole refund with Prefer: return=representation. */
function refundAnswer(
  ctx: SandboxContext,
  request: Request,
  refund: store.PayPalRefundRow,
  capturedMinor: number,
  status: number,
): Response {
  const full = refundRepresentation(ctx, refund, capturedMinor);
  const representation = (request.headers.get('prefer') ?? '').includes('return=representation');
  return json(representation ? full : { id: full.id, status: full.status, links: full.links }, status);
}

/**
 * POST /v2/payments/captures/{id}/refund: the amount asked (the remainder
 * when left out), several partial refunds up to the captured amount, the
 * capture PARTIALLY_REFUNDED then REFUNDED. PayPal-Request-Id makes it
 * idempotent: the same id answers the refund made the first time and
 * refunds nothing more. Errors as PayPal answers them (422
 * REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED, ...). Every refund sends
 * PAYMENT.CAPTURE.REFUNDED with the refund as its resource.
 */
async function refundCapture(request: Request, ctx: SandboxContext, captureId: string): Promise<Response> {
  const requestId = request.headers.get('paypal-request-id')?.trim() || null;
  const row = await store.findPayPalOrderByCaptureId(ctx.db, captureId);
  const facts = row && captureFacts(row);
  if (!facts || facts.declined) return resourceNotFound();
  if (requestId) {
    const earlier = await store.findPayPalRefundByRequestId(ctx.db, requestId);
    if (earlier) return refundAnswer(ctx, request, earlier, facts.capturedMinor, 201);
  }
  const body = (await readJson(request)) ?? {};
  const invalid = (field: string, issue: string, description: string) =>
    paypalError(400, 'INVALID_REQUEST', [{ field, issue, description }]);
  if (!isRecord(body)) return invalid('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  let amount: number | null = null;
  if (body.amount !== undefined) {
    if (!isRecord(body.amount))
      return invalid(
        '/amount',
        'INVALID_PARAMETER_SYNTAX',
        'The value of a field does not conform to the expected format.',
      );
    const currency = body.amount.currency_code;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return invalid('/amount/currency_code', 'INVALID_PARAMETER_VALUE', 'Currency code is invalid.');
    if (currency !== facts.currency) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', [
        {
          field: '/amount/currency_code',
          value: currency,
          issue: 'CURRENCY_MISMATCH',
          description: 'The refund must be in the currency of the capture.',
        },
      ]);
    }
    amount = minorOf(body.amount.value, currency);
    if (amount === null)
      return invalid(
        '/amount/value',
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    if (amount <= 0)
      return paypalError(422, 'UNPROCESSABLE_ENTITY', [
        {
          field: '/amount/value',
          value: String(body.amount.value),
          issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
          description: 'Must be greater than zero.',
        },
      ]);
  }
  for (const key of ['invoice_id', 'custom_id'] as const) {
    const text = body[key];
    if (text !== undefined && (typeof text !== 'string' || text.length > 127))
      return invalid(`/${key}`, 'INVALID_STRING_LENGTH', 'The value of a field is too long.');
  }
  if (body.note_to_payer !== undefined && (typeof body.note_to_payer !== 'string' || body.note_to_payer.length > 255)) {
    return invalid('/note_to_payer', 'INVALID_STRING_LENGTH', 'The value of a field is too long.');
  }
  const now = new Date().toISOString();
  const result = await store.addPayPalRefund(ctx.db, facts.row.id, facts.capturedMinor, amount, {
    id: newPayPalId(),
    capture_id: facts.captureId,
    request_id: requestId,
    currency: facts.currency,
    status: 'COMPLETED',
    note_to_payer: typeof body.note_to_payer === 'string' ? body.note_to_payer : null,
    invoice_id: typeof body.invoice_id === 'string' ? body.invoice_id : (facts.unit.invoice_id ?? null),
    custom_id: typeof body.custom_id === 'string' ? body.custom_id : (facts.unit.custom_id ?? null),
    create_time: now,
    update_time: now,
  });
  if (!result) return resourceNotFound();
  if ('error' in result) {
    switch (result.error) {
      case 'fully_refunded':
        return paypalError(422, 'UNPROCESSABLE_ENTITY', [
          { issue: 'CAPTURE_FULLY_REFUNDED', description: 'The capture has already been fully refunded' },
        ]);
      case 'exceeds':
        return paypalError(422, 'UNPROCESSABLE_ENTITY', [
          {
            field: '/amount/value',
            issue: 'REFUND_AMOUNT_EXCEEDED',
            description:
              'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          },
        ]);
      case 'duplicate_request': {
        const earlier = requestId ? await store.findPayPalRefundByRequestId(ctx.db, requestId) : undefined;
        if (!earlier) throw new Error('A refund with this PayPal-Request-Id vanished');
        return refundAnswer(ctx, request, earlier, facts.capturedMinor, 201);
      }
    }
  }
  const full = refundRepresentation(ctx, result.refund, facts.capturedMinor);
  ctx.webhooks.send(
    buildPayPalWebhook(
      ctx,
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      full,
      `A ${full.amount.value} ${full.amount.currency_code} capture payment was refunded`,
    ),
  );
  return refundAnswer(ctx, request, result.refund, facts.capturedMinor, 201);
}

async function verifyWebhookSignature(request: Request): Promise<Response> {
  const body = await readJson(request);
  if (!isRecord(body))
    return paypalError(400, 'INVALID_REQUEST', [
      { field: '/', issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' },
    ]);
  for (const field of [
    'auth_algo',
    'cert_url',
    'transmission_id',
    'transmission_sig',
    'transmission_time',
    'webhook_id',
  ] as const) {
    if (typeof body[field] !== 'string' || body[field] === '') {
      return paypalError(400, 'INVALID_REQUEST', [
        {
          field: `/${field}`,
          issue: 'MISSING_REQUIRED_PARAMETER',
          description: 'A required field / parameter is missing.',
        },
      ]);
    }
  }
  if (!isRecord(body.webhook_event)) {
    return paypalError(400, 'INVALID_REQUEST', [
      {
        field: '/webhook_event',
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field / parameter is missing.',
      },
    ]);
  }
  const text = (field: string) => String(body[field]);
  const expected = paypalTransmissionSignature(
    text('transmission_id'),
    text('transmission_time'),
    text('webhook_id'),
    JSON.stringify(body.webhook_event),
  );
  const verified =
    text('webhook_id') === credentials.webhookId &&
    text('auth_algo') === 'SHA256withRSA' &&
    text('cert_url').endsWith(PAYPAL_SANDBOX_CERT_PATH) &&
    sameSecret(text('transmission_sig'), expected);
  return json({ verification_status: verified ? 'SUCCESS' : 'FAILURE' });
}

/** The SDK stand-in's approval window: what the payer does on PayPal's pages. */
async function approveOrder(request: Request, ctx: SandboxContext): Promise<Response> {
  const body = await readJson(request);
  if (!isRecord(body) || typeof body.order_id !== 'string')
    return paypalError(400, 'INVALID_REQUEST', [
      {
        field: '/order_id',
        issue: 'MISSING_REQUIRED_PARAMETER',
        description: 'A required field / parameter is missing.',
      },
    ]);
  if (typeof body.client_id !== 'string' || !sameSecret(body.client_id, credentials.clientId))
    return json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
  const row = await store.findPayPalOrder(ctx.db, body.order_id);
  if (!row)
    return paypalError(404, 'RESOURCE_NOT_FOUND', [
      {
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ]);
  const approval = body.outcome === 'decline' ? 'decline' : 'approve';
  if (
    !(await store.transitionPayPalOrder(ctx.db, row.id, ['CREATED', 'APPROVED'], {
      status: 'APPROVED',
      approval,
      update_time: new Date().toISOString(),
    }))
  ) {
    return paypalError(422, 'UNPROCESSABLE_ENTITY', [
      {
        issue: 'ORDER_ALREADY_CAPTURED',
        description: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      },
    ]);
  }
  return json({ orderID: row.id, payerID: PAYER.payer_id, status: 'APPROVED' });
}

/** What the approval window shows: the amount and description of an order. */
async function describeOrder(url: URL, ctx: SandboxContext, orderId: string): Promise<Response> {
  if (!sameSecret(url.searchParams.get('client_id') ?? '', credentials.clientId))
    return json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
  const row = await store.findPayPalOrder(ctx.db, orderId);
  if (!row)
    return paypalError(404, 'RESOURCE_NOT_FOUND', [
      {
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ]);
  const unit = firstUnitOrThrow(row);
  return json({
    id: row.id,
    status: row.status,
    amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
    description: unit.description ?? '',
  });
}

async function requireToken(request: Request, ctx: SandboxContext): Promise<boolean> {
  const token = bearerToken(request);
  return token !== null && (await store.isPayPalTokenValid(ctx.db, token, new Date().toISOString()));
}

export async function handlePayPalSandbox(request: Request, path: string, ctx: SandboxContext): Promise<Response> {
  const method = request.method;
  const url = new URL(request.url);
  if (method === 'POST' && path === '/checkout/approve') return approveOrder(request, ctx);
  const describedId = /^\/checkout\/orders\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && describedId !== undefined) return describeOrder(url, ctx, decodeURIComponent(describedId));

  if (method === 'POST' && path === '/v1/oauth2/token') return issueToken(request, ctx);
  if (!(await requireToken(request, ctx))) return unauthorized();
  if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(request, ctx);
  const orderId = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && orderId !== undefined) {
    const row = await store.findPayPalOrder(ctx.db, decodeURIComponent(orderId));
    return row
      ? json(await orderRepresentation(ctx, row))
      : paypalError(404, 'RESOURCE_NOT_FOUND', [
          {
            issue: 'INVALID_RESOURCE_ID',
            description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
          },
        ]);
  }
  const capturedOrderId = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)?.[1];
  if (method === 'POST' && capturedOrderId !== undefined)
    return captureOrder(request, ctx, decodeURIComponent(capturedOrderId));
  const refundedCaptureId = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)?.[1];
  if (method === 'POST' && refundedCaptureId !== undefined)
    return refundCapture(request, ctx, decodeURIComponent(refundedCaptureId));
  const captureId = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && captureId !== undefined) {
    const row = await store.findPayPalOrderByCaptureId(ctx.db, decodeURIComponent(captureId));
    const facts = row && captureFacts(row);
    return facts ? json(captureRepresentation(ctx, facts)) : resourceNotFound();
  }
  const refundId = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path)?.[1];
  if (method === 'GET' && refundId !== undefined) {
    const refund = await store.findPayPalRefund(ctx.db, decodeURIComponent(refundId));
    const row = refund && (await store.findPayPalOrder(ctx.db, refund.order_id));
    const facts = row && captureFacts(row);
    return refund && facts ? json(refundRepresentation(ctx, refund, facts.capturedMinor)) : resourceNotFound();
  }
  if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature')
    return verifyWebhookSignature(request);
  return paypalError(404, 'RESOURCE_NOT_FOUND', [
    { issue: 'INVALID_RESOURCE_ID', description: 'The requested resource was not found.' },
  ]);
}
