import { handleRazorpayWebhookRequest } from '@/lib/server/services/payments';

/** Razorpay's events. Not a contract endpoint: the signature is over the raw body, so the body is read as bytes, never parsed first. */
export async function POST(request: Request): Promise<Response> {
  return handleRazorpayWebhookRequest(request);
}
