import 'server-only';
import { isRecord, json, readJson, sameSecret } from './common';
import type { SandboxContext } from './context';
import { credentials, firstUnitOrThrow, newPayPalId, PAYER, paypalError } from './paypal-common';
import { validatePayPalOrderRequest } from './paypal-order-request';
import { orderLinks, orderRepresentation } from './paypal-representations';
import { buildPayPalWebhook } from './paypal-webhooks';
import * as store from './store';

export async function createOrder(request: Request, ctx: SandboxContext): Promise<Response> {
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

export async function captureOrder(request: Request, ctx: SandboxContext, orderId: string): Promise<Response> {
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

/** The SDK stand-in's approval window: what the payer does on PayPal's pages. */
export async function approveOrder(request: Request, ctx: SandboxContext): Promise<Response> {
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
export async function describeOrder(url: URL, ctx: SandboxContext, orderId: string): Promise<Response> {
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
