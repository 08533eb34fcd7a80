import 'server-only';
import { getConfig } from '../config';
import type { FetchLike } from '../payments/provider-http';

type RequestHandler = (request: Request) => Promise<Response>;

/** This shop's own endpoints that a provider call or a sandbox webhook may reach without leaving the process. */
async function inProcessHandler(pathname: string): Promise<RequestHandler | undefined> {
  if (pathname.startsWith('/sandbox/')) return (await import('./index')).handleSandboxRequest;
  if (/^\/api\/webhooks\/razorpay\/?$/.test(pathname)) return (await import('../services/payments')).handleRazorpayWebhookRequest;
  if (/^\/api\/webhooks\/paypal\/?$/.test(pathname)) return (await import('../services/payments')).handlePayPalWebhookRequest;
  return undefined;
}

/**
 * fetch, except that a URL on this shop's own origin (SITE_URL) that names
 * the sandbox or a webhook endpoint is answered in-process, with the same
 * Request and Response the route would see (raw body, headers, signatures).
 * The sandbox then works whatever port the shop really listens on, and never
 * waits for its own server. Any other URL is a real HTTP call.
 */
export const shopFetch: FetchLike = async (url, init) => {
  const target = new URL(url);
  if (target.origin === new URL(getConfig().SITE_URL).origin) {
    const handler = await inProcessHandler(target.pathname);
    if (handler) return handler(new Request(target, init));
  }
  return fetch(target, init);
};
