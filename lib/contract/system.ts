import { z } from 'zod';
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

export const systemEndpoints = {
  getHealth: endpoint({ ...systemRoutes.getHealth, input: healthQuery, response: healthResponse }),
  getReadiness: endpoint({ ...systemRoutes.getReadiness, input: readinessQuery, response: readinessResponse }),
  receiveRazorpayWebhook: endpoint({ ...systemRoutes.receiveRazorpayWebhook, input: razorpayWebhookBody, response: webhookReceivedResponse }),
  receivePayPalWebhook: endpoint({ ...systemRoutes.receivePayPalWebhook, input: paypalWebhookBody, response: webhookReceivedResponse }),
  getOpenApiDocument: endpoint({ ...systemRoutes.getOpenApiDocument, input: openApiDocumentQuery, response: openApiDocumentResponse }),
} as const;
