import 'server-only';
import { isRecord, json, readJson } from './common';
import type { SandboxContext } from './context';
import { minorOf, newPayPalId, paypalError, resourceNotFound } from './paypal-common';
import { captureFacts, refundRepresentation } from './paypal-representations';
import { buildPayPalWebhook } from './paypal-webhooks';
import * as store from './store';

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
export async function refundCapture(request: Request, ctx: SandboxContext, captureId: string): Promise<Response> {
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
