import 'server-only';
import { getConfig } from '../config';
import type { FetchLike } from './provider-http';

type RequestHandler = (request: Request) => Promise<Response>;

// On globalThis: Next.js may load this module once per bundle (instrumentation, each route), and all must see one registry.
const globalForShopFetch = globalThis as unknown as { shopFetchRoutes?: Map<string, RequestHandler> };

function registeredRoutes(): Map<string, RequestHandler> {
  globalForShopFetch.shopFetchRoutes ??= new Map();
  return globalForShopFetch.shopFetchRoutes;
}

/**
 * Lets code mounted beside the shop (the payment sandbox under /sandbox/)
 * answer the shop's own calls to every path under `pathPrefix` in-process.
 * The shop's server code never imports that code: it registers itself.
 */
export function registerInProcessRoute(pathPrefix: string, handler: RequestHandler): void {
  registeredRoutes().set(pathPrefix, handler);
}

/** This shop's own endpoints that a provider call or a sandbox webhook may reach without leaving the process. */
async function inProcessHandler(pathname: string): Promise<RequestHandler | undefined> {
  for (const [prefix, handler] of registeredRoutes()) {
    if (pathname.startsWith(prefix)) return handler;
  }
  const provider = /^\/api\/webhooks\/(razorpay|paypal)\/?$/.exec(pathname)?.[1];
  if (!provider) return undefined;
  // Loaded on use: webhook processing needs the provider clients, which import this module.
  const [{ createWebhookRouteHandler }, webhooks, { systemEndpoints }] = await Promise.all([
    import('../http/route'),
    import('../services/payments/payment-webhooks'),
    import('../../contract/system'),
  ]);
  return provider === 'razorpay'
    ? createWebhookRouteHandler(systemEndpoints.receiveRazorpayWebhook, webhooks.processRazorpayWebhook)
    : createWebhookRouteHandler(systemEndpoints.receivePayPalWebhook, webhooks.processPayPalWebhook);
}

/**
 * fetch, except that a URL on this shop's own origin (SITE_URL) that names
 * a webhook endpoint or a registered route (the sandbox) is answered
 * in-process, with the same Request and Response the route would see (raw
 * body, headers, signatures). The sandbox then works whatever port the shop
 * really listens on, and never waits for its own server. Any other URL is a
 * real HTTP call.
 */
export const shopFetch: FetchLike = async (url, init) => {
  const target = new URL(url);
  if (target.origin === new URL(getConfig().SITE_URL).origin) {
    const handler = await inProcessHandler(target.pathname);
    if (handler) return handler(new Request(target, init));
  }
  return fetch(target, init);
};
