import { createWebhookRouteHandler } from '@/lib/server/http/route';
import { processRazorpayWebhook } from '@/lib/server/services/payment-webhooks';

/** Razorpay's events. Not a contract endpoint: the signature is over the raw body, so the body is read as bytes, never parsed first. */
export const POST = createWebhookRouteHandler(processRazorpayWebhook);
