import 'server-only';
import crypto from 'node:crypto';
import { basicCredentials, bearerToken, json, randomId, sameSecret } from './common';
import type { SandboxContext } from './context';
import { credentials, paypalError, resourceNotFound } from './paypal-common';
import { approveOrder, captureOrder, createOrder, describeOrder } from './paypal-orders';
import { refundCapture } from './paypal-refunds';
import {
  captureFacts,
  captureRepresentation,
  orderRepresentation,
  refundRepresentation,
} from './paypal-representations';
import { verifyWebhookSignature } from './paypal-webhooks';
import * as store from './store';

export { validatePayPalOrderRequest } from './paypal-order-request';

/**
 * A stand-in for PayPal's REST API (OAuth client credentials, Orders v2,
 * captures, refunds, webhook verification) and its JS SDK buttons, with
 * PayPal's validation rules and error bodies. Credentials are the fixed
 * sandbox ones (SANDBOX_CREDENTIALS).
 *
 * This file: the OAuth token and the routing of each call; the orders,
 * refunds, webhooks and representations live in the paypal-*.ts files beside it.
 */
const TOKEN_SECONDS = 32_400;

function unauthorized(): Response {
  return json({ error: 'invalid_token', error_description: 'Token signature verification failed' }, 401);
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
