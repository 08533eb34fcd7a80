import './zod-browser-config';
import { z } from 'zod';
import { VITAL_METRICS } from '../analytics';
import { endpoint } from './define';
import { systemRoutes } from './routes';

// GET /api/health/ — liveness for load balancers and uptime checks.
export const healthQuery = z.object({});
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.output<typeof healthResponse>;

/**
 * GET /api/ready/ — readiness: 200 while the database takes a write, else
 * 503 in the error shape. A load balancer stops sending traffic on 503; the
 * process is not restarted for it (that is liveness, /api/health/).
 */
export const readinessQuery = z.object({});
export const readinessResponse = z.object({ status: z.literal('ready') });
export type ReadinessResponse = z.output<typeof readinessResponse>;

/**
 * What a webhook answers once the event is stored: `duplicate` when the
 * provider delivered an event id already seen (nothing is processed twice).
 */
export const webhookReceivedResponse = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});

/**
 * POST /api/webhooks/razorpay/ — a Razorpay event, signed (X-Razorpay-Signature)
 * over the raw body. Only the keys the shop reads are named; Razorpay's others
 * are kept, since the signature covers them.
 */
export const razorpayWebhookBody = z.looseObject({
  event: z.string().min(1),
  payload: z.looseObject({
    payment: z.looseObject({ entity: z.looseObject({ id: z.string(), order_id: z.string().optional() }) }).optional(),
    order: z.looseObject({ entity: z.looseObject({ id: z.string() }) }).optional(),
  }),
});

/** POST /api/webhooks/paypal/ — a PayPal event, verified with PayPal from its PAYPAL-* headers. */
export const paypalWebhookBody = z.looseObject({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.record(z.string(), z.unknown()),
});

// GET /api/openapi.json — this contract as an OpenAPI 3.1 document (lib/contract/openapi.ts).
export const openApiDocumentQuery = z.object({});
export const openApiDocumentResponse = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type OpenApiDocument = z.output<typeof openApiDocumentResponse>;

/**
 * POST /api/beacon/ — the storefront's first-party beacon
 * (docs/decisions/026-first-party-beacon.md): a page view and/or the Web
 * Vitals of the page at `path`, and with a shared link's page view its
 * utm_source. JSON, sent by navigator.sendBeacon as text/plain; nothing names
 * the shopper. Answers 204 with no body.
 */
const BEACON_PATH_MESSAGE = "must be the page's path, such as /product/42 (at most 200 characters, no query)";
export const beaconBody = z.object({
  path: z
    .string({ error: BEACON_PATH_MESSAGE })
    .max(200, { error: BEACON_PATH_MESSAGE })
    // A URL path's characters (RFC 3986 pchar and '/'): the shop's own paths carry '&', as /home%20&%20living does.
    .regex(/^\/[A-Za-z0-9/_.~%!$&'()*+,;=:@-]*$/, { error: BEACON_PATH_MESSAGE }),
  events: z
    .array(
      z.discriminatedUnion(
        'name',
        [
          z.object({ name: z.literal('page_view') }),
          z.object({
            name: z.enum(VITAL_METRICS),
            // LCP and INP in milliseconds, CLS unitless; an hour is no real measurement.
            value: z
              .number({ error: 'must be a number of at least 0' })
              .min(0, { error: 'must be a number of at least 0' })
              .max(3_600_000, { error: 'must be at most 3600000' }),
          }),
        ],
        { error: `must name page_view, ${VITAL_METRICS.join(', ')}` },
      ),
      { error: 'must be a list of events' },
    )
    .min(1, { error: 'must hold 1 to 4 events' })
    .max(4, { error: 'must hold 1 to 4 events' }),
  /**
   * The landing page's utm_source, sent with its page view: a shared link's visit (lib/share.ts).
   * Any text is taken; only the share sources are counted (a newsletter's tag or a typo is not).
   */
  utm_source: z.string({ error: 'must be text' }).max(100, { error: 'must be at most 100 characters' }).optional(),
});
export const beaconResponse = z.undefined().meta({ description: 'No content' });

export const systemEndpoints = {
  getHealth: endpoint({ ...systemRoutes.getHealth, input: healthQuery, response: healthResponse }),
  getReadiness: endpoint({ ...systemRoutes.getReadiness, input: readinessQuery, response: readinessResponse }),
  receiveRazorpayWebhook: endpoint({
    ...systemRoutes.receiveRazorpayWebhook,
    input: razorpayWebhookBody,
    response: webhookReceivedResponse,
  }),
  receivePayPalWebhook: endpoint({
    ...systemRoutes.receivePayPalWebhook,
    input: paypalWebhookBody,
    response: webhookReceivedResponse,
  }),
  getOpenApiDocument: endpoint({
    ...systemRoutes.getOpenApiDocument,
    input: openApiDocumentQuery,
    response: openApiDocumentResponse,
  }),
  sendBeacon: endpoint({ ...systemRoutes.sendBeacon, input: beaconBody, response: beaconResponse }),
} as const;
