import 'server-only';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { isRecord, json, randomId, readJson, sameSecret } from './common';
import type { SandboxContext } from './context';
import { credentials, paypalError } from './paypal-common';

export const PAYPAL_SANDBOX_CERT_PATH = '/v1/notifications/certs/CERT-SANDBOX';

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

export async function verifyWebhookSignature(request: Request): Promise<Response> {
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
