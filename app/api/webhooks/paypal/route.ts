import { handlePayPalWebhookRequest } from '@/lib/server/services/payments';

/** PayPal's events, verified by PayPal from the raw delivery and its PAYPAL-* headers. */
export async function POST(request: Request): Promise<Response> {
  return handlePayPalWebhookRequest(request);
}
