import { getConfig, getPaymentSettings, resetConfigForTests } from './config';
import { getPayPalClient } from './payments/paypal';
import { getRazorpayClient } from './payments/razorpay';
import { createSandbox } from '@/lib/payment-sandbox';

/** The payment settings and the sandbox switch (PAYMENT_SANDBOX, provider keys, NODE_ENV). */
describe('getPaymentSettings', () => {
  const saved = { ...process.env };
  const PAYMENT_KEYS = [
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'RAZORPAY_API_BASE',
    'RAZORPAY_CHECKOUT_URL',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_WEBHOOK_ID',
    'PAYPAL_API_BASE',
    'PAYPAL_SDK_URL',
    'PAYMENT_SANDBOX',
    'RESERVATION_MINUTES',
    'RESERVATION_MAX_PER_SIZE',
    'RESERVATION_MAX_PIECES',
    'RESERVATION_KEPT_PERCENT',
    'SMTP_URL',
    'MAIL_FROM',
    'SITE_URL',
  ];
  function withEnv(env: Record<string, string | undefined>) {
    process.env = { ...saved };
    for (const key of PAYMENT_KEYS) delete process.env[key];
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfigForTests();
  }
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
  });
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) };
  const razorpayKeys = {
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'live-secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsec',
  };
  const paypalKeys = {
    PAYPAL_CLIENT_ID: 'live-client',
    PAYPAL_CLIENT_SECRET: 'live-secret',
    PAYPAL_WEBHOOK_ID: 'WH-LIVE',
  };

  it('uses the sandbox outside production when no keys are set, under SITE_URL', () => {
    withEnv({ NODE_ENV: 'development', SITE_URL: 'http://localhost:3200/' });
    const settings = getPaymentSettings();
    expect(settings.sandboxAllowed).toBe(true);
    expect(settings.razorpay).toEqual({
      available: true,
      sandbox: true,
      keyId: 'rzp_test_sandbox',
      keySecret: 'sandbox_key_secret',
      webhookSecret: 'sandbox_webhook_secret',
      apiBase: 'http://localhost:3200/sandbox/razorpay',
      checkoutUrl: '/sandbox/razorpay/checkout.js',
    });
    expect(settings.paypal).toEqual({
      available: true,
      sandbox: true,
      clientId: 'sandbox-client',
      clientSecret: 'sandbox-secret',
      webhookId: 'SANDBOX-WEBHOOK',
      apiBase: 'http://localhost:3200/sandbox/paypal',
      sdkUrl: '/sandbox/paypal/sdk.js',
    });
    expect(getConfig()).toMatchObject({
      RESERVATION_MINUTES: 15,
      RESERVATION_MAX_PER_SIZE: 2,
      RESERVATION_MAX_PIECES: 60,
      RESERVATION_KEPT_PERCENT: 25,
    });
  });

  it('turns payment off in production without keys, unless PAYMENT_SANDBOX=true', async () => {
    withEnv(production);
    const off = getPaymentSettings();
    expect(off).toMatchObject({
      sandboxAllowed: false,
      razorpay: { available: false, sandbox: false },
      paypal: { available: false, sandbox: false },
    });
    expect(() => getRazorpayClient()).toThrow(/not configured/);
    expect(() => getPayPalClient()).toThrow(/not configured/);
    const closed = await createSandbox().handle(new Request('http://localhost:3000/sandbox/razorpay/checkout.js'));
    expect(closed.status).toBe(404);

    withEnv({ ...production, PAYMENT_SANDBOX: 'true' });
    expect(getPaymentSettings()).toMatchObject({
      sandboxAllowed: true,
      razorpay: { available: true, sandbox: true },
      paypal: { available: true, sandbox: true },
    });
    const open = await createSandbox().handle(new Request('http://localhost:3000/sandbox/razorpay/checkout.js'));
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('window.Razorpay = Razorpay');
  });

  it('talks to the real providers when keys are set', () => {
    withEnv({ ...production, ...razorpayKeys, ...paypalKeys });
    expect(getPaymentSettings()).toMatchObject({
      razorpay: {
        available: true,
        sandbox: false,
        keyId: 'rzp_live_abc',
        webhookSecret: 'whsec',
        apiBase: 'https://api.razorpay.com',
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      },
      paypal: {
        available: true,
        sandbox: false,
        clientId: 'live-client',
        webhookId: 'WH-LIVE',
        apiBase: 'https://api-m.paypal.com',
        sdkUrl: 'https://www.paypal.com/sdk/js',
      },
    });
    // With keys for one provider only, the other uses the sandbox outside production.
    withEnv({ NODE_ENV: 'development', ...razorpayKeys });
    expect(getPaymentSettings()).toMatchObject({ razorpay: { sandbox: false }, paypal: { sandbox: true } });
    // PAYMENT_SANDBOX=true puts both on the sandbox even with keys; false turns the sandbox off everywhere.
    withEnv({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'true', ...razorpayKeys });
    expect(getPaymentSettings().razorpay).toMatchObject({ sandbox: true, keyId: 'rzp_test_sandbox' });
    withEnv({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'false' });
    expect(getPaymentSettings()).toMatchObject({
      sandboxAllowed: false,
      razorpay: { available: false },
      paypal: { available: false },
    });
  });

  it('refuses a sandbox URL in production unless PAYMENT_SANDBOX=true', () => {
    withEnv({
      ...production,
      ...razorpayKeys,
      ...paypalKeys,
      RAZORPAY_API_BASE: 'https://shop.example/sandbox/razorpay',
      PAYPAL_API_BASE: 'https://shop.example/sandbox/paypal',
    });
    expect(() => getRazorpayClient()).toThrow(/sandbox is off in production/);
    expect(() => getPayPalClient()).toThrow(/sandbox is off in production/);
  });

  it('validates the payment settings, naming each problem', () => {
    withEnv({ NODE_ENV: 'test', RAZORPAY_KEY_ID: 'rzp_test_x', PAYPAL_CLIENT_SECRET: 's' });
    expect(() => getConfig()).toThrow(
      /RAZORPAY_KEY_SECRET: is required when RAZORPAY_KEY_ID is set[\s\S]*PAYPAL_CLIENT_ID: is required when PAYPAL_CLIENT_SECRET is set/,
    );
    withEnv({ NODE_ENV: 'test', RESERVATION_MINUTES: '0' });
    expect(() => getConfig()).toThrow(/RESERVATION_MINUTES/);
    withEnv({ NODE_ENV: 'test', RESERVATION_MAX_PER_SIZE: '0', RESERVATION_MAX_PIECES: 'many' });
    expect(() => getConfig()).toThrow(/RESERVATION_MAX_PER_SIZE[\s\S]*RESERVATION_MAX_PIECES/);
    withEnv({ NODE_ENV: 'test', SMTP_URL: 'http://mail.example' });
    expect(() => getConfig()).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    withEnv({ NODE_ENV: 'test', PAYMENT_SANDBOX: 'yes' });
    expect(() => getConfig()).toThrow(/PAYMENT_SANDBOX: must be true or false/);
    withEnv({ NODE_ENV: 'test', RAZORPAY_API_BASE: 'ftp://example.com' });
    expect(() => getConfig()).toThrow(/RAZORPAY_API_BASE/);
    withEnv({
      NODE_ENV: 'test',
      RESERVATION_MINUTES: '45',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    expect(getConfig()).toMatchObject({
      RESERVATION_MINUTES: 45,
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      MAIL_FROM: 'Shop <shop@example.com>',
    });
  });
});
