import 'server-only';
import { systemEndpoints } from '../contract/system';
import { getConfig, isPaymentSandboxAllowed } from '../server/config';
import { getDatabase } from '../server/db/connection';
import { createWebhookRouteHandler } from '../server/http/route';
import { logError } from '../server/log';
import type { FetchLike } from '../server/payments/provider-http';
import { registerInProcessRoute, shopFetch } from '../server/payments/shop-fetch';
import { processPayPalWebhook, processRazorpayWebhook } from '../server/services/payments/payment-webhooks';
import { PAYPAL_SDK_SCRIPT, RAZORPAY_CHECKOUT_SCRIPT } from './browser-scripts';
import { json, notFound } from './common';
import type { SandboxContext } from './context';
import { handlePayPalSandbox } from './paypal';
import { handleRazorpaySandbox } from './razorpay';
import { WebhookOutbox, type SandboxWebhook, type WebhookMode } from './webhook-outbox';

export type { SandboxWebhook, WebhookMode } from './webhook-outbox';

/**
 * The payment sandbox: local stand-ins for Razorpay and PayPal, so the shop
 * can take a test payment with no provider account and no network. It
 * answers under /sandbox/razorpay and /sandbox/paypal with each provider's
 * API and browser script, keeps its state in the shop's database, signs like
 * the providers and sends their webhooks to the shop. Where it may not run
 * (production without PAYMENT_SANDBOX=true) every path answers 404.
 */
export interface SandboxOptions {
  /** Where webhooks go (the shop's origin). Default: SITE_URL. */
  shopOrigin?: string;
  /** Default 'auto': webhooks are sent like a provider sends them. */
  webhookMode?: WebhookMode;
  /** How webhooks are posted. Default: shopFetch (in-process for this shop's own URL). */
  fetch?: FetchLike;
}

export interface Sandbox {
  handle(request: Request): Promise<Response>;
  setWebhookMode(mode: WebhookMode): void;
  setShopOrigin(origin: string): void;
  /** Webhooks kept in manual mode, oldest first. */
  takeWebhooks(): SandboxWebhook[];
  /** Posts one webhook now (tests replay them). */
  deliverWebhook(webhook: SandboxWebhook): Promise<Response>;
  /** Waits for webhooks in flight. */
  settle(): Promise<void>;
}

function script(source: string): Response {
  return new Response(source, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
  });
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  let mode: WebhookMode = options.webhookMode ?? 'auto';
  let shopOrigin = options.shopOrigin;
  const outbox = new WebhookOutbox(
    () => mode,
    () => options.fetch ?? shopFetch,
  );

  async function handle(request: Request): Promise<Response> {
    if (!isPaymentSandboxAllowed()) return notFound();
    const url = new URL(request.url);
    const match = /^\/sandbox\/(razorpay|paypal)(\/.*)?$/.exec(url.pathname);
    if (!match) return notFound();
    const provider = match[1];
    const path = (match[2] ?? '/').replace(/\/+$/, '') || '/';
    // The browser scripts need no state.
    if (request.method === 'GET' && provider === 'razorpay' && path === '/checkout.js')
      return script(RAZORPAY_CHECKOUT_SCRIPT);
    if (request.method === 'GET' && provider === 'paypal' && path === '/sdk.js') return script(PAYPAL_SDK_SCRIPT);
    const { db } = await getDatabase();
    const context: SandboxContext = {
      db,
      baseUrl: `${url.origin}/sandbox/${provider}`,
      shopOrigin: (shopOrigin ?? getConfig().SITE_URL).replace(/\/+$/, ''),
      webhooks: outbox,
    };
    try {
      return provider === 'razorpay'
        ? await handleRazorpaySandbox(request, path, context)
        : await handlePayPalSandbox(request, path, context);
    } catch (error) {
      logError('payment sandbox failed', error, { path: url.pathname, method: request.method });
      return json({ error: 'The payment sandbox failed.' }, 500);
    }
  }

  return {
    handle,
    setWebhookMode: (next) => {
      mode = next;
    },
    setShopOrigin: (origin) => {
      shopOrigin = origin;
    },
    takeWebhooks: () => outbox.take(),
    deliverWebhook: (webhook) => outbox.deliver(webhook),
    settle: () => outbox.settle(),
  };
}

const globalForSandbox = globalThis as unknown as { paymentSandbox?: Sandbox };

/**
 * The sandbox of this process (one across hot reloads), answering the app's
 * /sandbox routes. Creating it mounts it for shopFetch too, so the shop's
 * own provider calls to SITE_URL/sandbox/... are answered in-process.
 */
export function getSandbox(): Sandbox {
  if (!globalForSandbox.paymentSandbox) {
    globalForSandbox.paymentSandbox = createSandbox();
    registerInProcessRoute('/sandbox/', handleSandboxRequest);
    // The sandbox's webhooks reach the shop's own endpoints without leaving the process, as they would over HTTP.
    registerInProcessRoute(
      systemEndpoints.receiveRazorpayWebhook.path.replace(/\/$/, ''),
      createWebhookRouteHandler(systemEndpoints.receiveRazorpayWebhook, processRazorpayWebhook),
    );
    registerInProcessRoute(
      systemEndpoints.receivePayPalWebhook.path.replace(/\/$/, ''),
      createWebhookRouteHandler(systemEndpoints.receivePayPalWebhook, processPayPalWebhook),
    );
  }
  return globalForSandbox.paymentSandbox;
}

export function handleSandboxRequest(request: Request): Promise<Response> {
  return getSandbox().handle(request);
}
