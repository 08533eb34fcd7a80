import { systemEndpoints } from '@/lib/contract/system';
import { createWebhookRouteHandler, otherMethods } from '@/lib/server/http/route';
import { processRazorpayWebhook } from '@/lib/server/services/payments/payment-webhooks';

/** The signature is over the raw body, so the body is read as bytes, never parsed first. */
export const POST = createWebhookRouteHandler(systemEndpoints.receiveRazorpayWebhook, processRazorpayWebhook);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
