import { createWebhookRouteHandler } from '@/lib/server/http/route';
import { processPayPalWebhook } from '@/lib/server/services/payment-webhooks';

/** PayPal's events, verified by PayPal from the raw delivery and its PAYPAL-* headers. */
export const POST = createWebhookRouteHandler(processPayPalWebhook);
