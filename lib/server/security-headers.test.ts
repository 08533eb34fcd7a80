import { parseConfig } from './config';
import { buildSecurityHeaders, HSTS_MAX_AGE_SECONDS } from './security-headers';

/** The settings → headers builder proxy.ts puts on every page (decision 012). */
describe('buildSecurityHeaders', () => {
  const settings = (env: Record<string, string>) =>
    parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48), ...env });
  /** The sources of one directive of the page's Content-Security-Policy; null when the directive is absent. */
  function directive(headers: Record<string, string>, name: string): string[] | null {
    const policy = headers['content-security-policy'] ?? '';
    for (const part of policy.split(';')) {
      const [directiveName, ...sources] = part.trim().split(/\s+/);
      if (directiveName === name) return sources;
    }
    return null;
  }

  it('allows only this site, forbids framing, plugins and <base>, and keeps inline scripts and styles for Next and styled-components', () => {
    const headers = buildSecurityHeaders(settings({ SITE_URL: 'http://localhost:3000', PAYMENT_SANDBOX: 'false' }));
    expect(directive(headers, 'default-src')).toEqual(["'self'"]);
    expect(directive(headers, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(headers, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(headers, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(headers, 'connect-src')).toEqual(["'self'"]);
    expect(directive(headers, 'frame-src')).toEqual(["'none'"]);
    expect(directive(headers, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(headers, 'object-src')).toEqual(["'none'"]);
    expect(directive(headers, 'base-uri')).toEqual(["'none'"]);
    expect(directive(headers, 'form-action')).toEqual(["'self'"]);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval|razorpay|paypal|\*/);
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy']).toMatch(/geolocation=\(self\)/);
    expect(headers['permissions-policy']).toMatch(/payment=\(self\)$/);
  });

  it('sends HSTS and upgrades insecure requests only when SITE_URL is https', () => {
    const plain = buildSecurityHeaders(settings({ SITE_URL: 'http://shop.example', PAYMENT_SANDBOX: 'false' }));
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(directive(plain, 'upgrade-insecure-requests')).toBeNull();

    const secure = buildSecurityHeaders(settings({ SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'false' }));
    expect(secure['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    expect(directive(secure, 'upgrade-insecure-requests')).toEqual([]);
  });

  it('allows the sandbox stand-ins from this site only: no outside origin, no frames', () => {
    const headers = buildSecurityHeaders(settings({ SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'true' }));
    expect(directive(headers, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(headers, 'connect-src')).toEqual(["'self'"]);
    expect(directive(headers, 'frame-src')).toEqual(["'none'"]);
  });

  it("allows Razorpay's script and frames exactly when Razorpay keys are set, and nothing of PayPal", () => {
    const headers = buildSecurityHeaders(
      settings({ SITE_URL: 'https://shop.example', RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' }),
    );
    expect(directive(headers, 'script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://checkout.razorpay.com']);
    expect(directive(headers, 'frame-src')).toEqual(['https://checkout.razorpay.com', 'https://api.razorpay.com']);
    expect(directive(headers, 'connect-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
    ]);
    expect(directive(headers, 'form-action')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
    ]);
    expect(headers['permissions-policy']).toMatch(
      /payment=\(self "https:\/\/checkout\.razorpay\.com" "https:\/\/api\.razorpay\.com"\)/,
    );
    expect(headers['content-security-policy']).not.toMatch(/paypal/);
  });

  it('follows the configured Razorpay URLs instead of the defaults', () => {
    const headers = buildSecurityHeaders(
      settings({
        SITE_URL: 'https://shop.example',
        RAZORPAY_KEY_ID: 'rzp_live_1',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_CHECKOUT_URL: 'https://cdn.pay.example/v1/checkout.js',
        RAZORPAY_API_BASE: 'https://gateway.pay.example',
      }),
    );
    expect(directive(headers, 'script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.pay.example']);
    expect(directive(headers, 'frame-src')).toEqual(['https://cdn.pay.example', 'https://gateway.pay.example']);
    expect(headers['content-security-policy']).not.toMatch(/razorpay\.com/);
  });

  it("allows PayPal's SDK, its frames, popups' connections and pictures when PayPal keys are set, and nothing of Razorpay", () => {
    const headers = buildSecurityHeaders(
      settings({ SITE_URL: 'https://shop.example', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }),
    );
    expect(directive(headers, 'script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://www.paypal.com',
      'https://*.paypalobjects.com',
    ]);
    expect(directive(headers, 'frame-src')).toEqual(['https://www.paypal.com', 'https://*.paypal.com']);
    expect(directive(headers, 'connect-src')).toEqual([
      "'self'",
      'https://www.paypal.com',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ]);
    expect(directive(headers, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
    ]);
    expect(headers['permissions-policy']).toMatch(/payment=\(self "https:\/\/www\.paypal\.com"\)/);
    expect(headers['content-security-policy']).not.toMatch(/razorpay/);
    // The server-side API host is never contacted by the browser.
    expect(headers['content-security-policy']).not.toMatch(/api-m\.paypal\.com/);
  });

  it('lets the browser call another backend when NEXT_PUBLIC_BACKEND_URL is set', () => {
    const headers = buildSecurityHeaders(
      settings({
        SITE_URL: 'https://shop.example',
        PAYMENT_SANDBOX: 'false',
        NEXT_PUBLIC_BACKEND_URL: 'https://api.shop.example/base',
      }),
    );
    expect(directive(headers, 'connect-src')).toEqual(["'self'", 'https://api.shop.example']);
  });

  it("allows eval only in development, where React's debugging needs it", () => {
    expect(directive(buildSecurityHeaders(settings({ NODE_ENV: 'development' })), 'script-src')).toContain(
      "'unsafe-eval'",
    );
    expect(directive(buildSecurityHeaders(settings({ NODE_ENV: 'production' })), 'script-src')).not.toContain(
      "'unsafe-eval'",
    );
  });
});
