import 'server-only';
import { getConfig, getPaymentSettings, type ServerConfig } from './config';

/**
 * The security headers of a page that depend on the settings: the Content
 * Security Policy (which payment origins the page may load), the Permissions
 * Policy (which payment frames may ask for the Payment Request API) and HSTS
 * (only when SITE_URL is https). proxy.ts puts them on every page at run time,
 * so a statically rendered or ISR page gets them too and a change of keys
 * needs no new build. The headers that never change (nosniff, framing,
 * referrer, opener) are in next.config.mjs for every answer.
 * docs/decisions/012-content-security-policy.md says why scripts keep
 * 'unsafe-inline' instead of a nonce.
 */

/** One year: long enough to cover the gap between two visits, the usual value of HSTS guides. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Features no page uses, refused to the page and to every frame. */
const REFUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'usb',
];

interface ProviderOrigins {
  script: string[];
  connect: string[];
  frame: string[];
  image: string[];
  form: string[];
  /** Frames that may use the Payment Request API (wallets inside the provider's frame). */
  payment: string[];
}

/** The origin of an absolute URL, or null for a path on this site ('self'). */
function originOf(url: string): string | null {
  if (url.startsWith('/')) return null;
  return new URL(url).origin;
}

function isPayPalHost(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'paypal.com' || hostname.endsWith('.paypal.com');
}

/**
 * What the configured providers need in the browser, and nothing for a
 * provider that is not available. A sandbox script is served by this site
 * (or wherever its URL says) and talks only to the origin it came from; the
 * real providers also open frames: Razorpay's checkout frame comes from its
 * API host, PayPal's buttons and popup from PayPal's hosts, pictures from
 * paypalobjects.com.
 */
function paymentOrigins(config: ServerConfig): ProviderOrigins {
  const { razorpay, paypal } = getPaymentSettings(config);
  const origins: ProviderOrigins = { script: [], connect: [], frame: [], image: [], form: [], payment: [] };
  if (razorpay.available) {
    const checkout = originOf(razorpay.checkoutUrl);
    if (checkout) origins.script.push(checkout);
    if (checkout) origins.connect.push(checkout);
    if (!razorpay.sandbox) {
      const hosts = [checkout, originOf(razorpay.apiBase)].filter((origin): origin is string => origin !== null);
      origins.connect.push(...hosts);
      origins.frame.push(...hosts);
      // Razorpay's redirect flows (some UPI and net banking) post a form to its API host.
      origins.form.push(...hosts);
      origins.payment.push(...hosts);
    }
  }
  if (paypal.available) {
    const sdk = originOf(paypal.sdkUrl);
    if (sdk) origins.script.push(sdk);
    if (sdk) origins.connect.push(sdk);
    if (!paypal.sandbox && sdk) {
      origins.frame.push(sdk);
      origins.payment.push(sdk);
      if (isPayPalHost(sdk)) {
        // PayPal's published list: buttons and popups on *.paypal.com, scripts and pictures on *.paypalobjects.com.
        origins.script.push('https://*.paypalobjects.com');
        origins.connect.push('https://*.paypal.com', 'https://*.paypalobjects.com');
        origins.frame.push('https://*.paypal.com');
        origins.image.push('https://*.paypal.com', 'https://*.paypalobjects.com');
      }
    }
  }
  return origins;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The Content-Security-Policy of every page, for these settings. */
function buildContentSecurityPolicy(config: ServerConfig): string {
  const site = new URL(config.SITE_URL);
  const https = site.protocol === 'https:';
  const development = config.NODE_ENV === 'development';
  const payments = paymentOrigins(config);
  // Origins equal to SITE_URL's are 'self' already (the sandbox's API lives there).
  const others = (origins: string[]) => unique(origins).filter((origin) => origin !== site.origin);
  // The browser's API calls go to NEXT_PUBLIC_BACKEND_URL when the storefront runs against another backend.
  const backend = config.NEXT_PUBLIC_BACKEND_URL ? [new URL(config.NEXT_PUBLIC_BACKEND_URL).origin] : [];
  const frames = others(payments.frame);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'unsafe-inline': Next's inline RSC payload and the currency first-paint script (decision 012).
    // 'unsafe-eval' only in development, where React rebuilds call stacks with eval.
    [
      'script-src',
      ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...others(payments.script)],
    ],
    // styled-components writes <style> tags, on the server and in the browser.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the blog's placeholder picture and next/image's blur placeholders.
    ['img-src', ["'self'", 'data:', ...others(payments.image)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...others([...backend, ...payments.connect])]],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...others(payments.form)]],
    ['frame-ancestors', ["'none'"]],
    ['manifest-src', ["'self'"]],
  ];
  // An https shop never loads a picture or script over plain http, even from an old link in the data.
  if (https) directives.push(['upgrade-insecure-requests', []]);
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The Permissions-Policy of every page: only geolocation (currency detection) and payment are allowed. */
function buildPermissionsPolicy(config: ServerConfig): string {
  const paymentFrames = unique(paymentOrigins(config).payment).filter((origin) => !origin.includes('*'));
  return [
    ...REFUSED_FEATURES.map((feature) => `${feature}=()`),
    'geolocation=(self)',
    `payment=(${['self', ...paymentFrames.map((origin) => `"${origin}"`)].join(' ')})`,
  ].join(', ');
}

/** Every settings-dependent security header of a page (lower-case names, as Headers gives them). */
export function buildSecurityHeaders(config: ServerConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': buildContentSecurityPolicy(config),
    'permissions-policy': buildPermissionsPolicy(config),
  };
  if (new URL(config.SITE_URL).protocol === 'https:') {
    headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;
  }
  return headers;
}

let cached: Record<string, string> | undefined;

/** The headers for this process's settings, built once (settings are read once, at boot). */
export function getSecurityHeaders(): Record<string, string> {
  if (!cached) cached = buildSecurityHeaders(getConfig());
  return cached;
}
