import 'server-only';
import type { EndpointOutput, EndpointParsedInput } from '../../../contract';
import { getPaymentSettings } from '../../config';

function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** GET /api/payments/config/: what the browser needs to load each provider's checkout (keys and script URLs, never secrets). */
export async function getPaymentsConfig(
  input: EndpointParsedInput<'getPaymentsConfig'>,
): Promise<EndpointOutput<'getPaymentsConfig'>> {
  const { razorpay, paypal } = getPaymentSettings();
  const currency = input.currency ?? 'USD';
  return {
    sandbox: (razorpay.available && razorpay.sandbox) || (paypal.available && paypal.sandbox),
    razorpay: {
      available: razorpay.available,
      sandbox: razorpay.available && razorpay.sandbox,
      key_id: razorpay.available ? razorpay.keyId : null,
      checkout_url: razorpay.available ? razorpay.checkoutUrl : null,
    },
    paypal: {
      available: paypal.available,
      sandbox: paypal.available && paypal.sandbox,
      client_id: paypal.available ? paypal.clientId : null,
      sdk_url: paypal.available
        ? withQuery(paypal.sdkUrl, { 'client-id': paypal.clientId, currency, intent: 'capture' })
        : null,
      currency,
    },
  };
}
