import {
  decideStartSandbox,
  deploymentProblems,
  getPaymentSettings,
  isLocalSiteUrl,
  isLoopbackHost,
  listenAddressOf,
  parseConfig,
} from './config';

/** npm start's payment sandbox and the production checks of SITE_URL (lib/server/config.ts). */
describe('decideStartSandbox', () => {
  const razorpayKeys = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'live-secret' };

  it('runs the demo sandbox with no keys on this machine: SITE_URL unset or localhost', () => {
    expect(decideStartSandbox({})).toEqual({ sandbox: 'demo' });
    expect(decideStartSandbox({ SITE_URL: '' })).toEqual({ sandbox: 'demo' });
    expect(decideStartSandbox({ SITE_URL: 'http://localhost:3200' })).toEqual({ sandbox: 'demo' });
    expect(decideStartSandbox({ SITE_URL: 'http://127.0.0.1:3400/' })).toEqual({ sandbox: 'demo' });
    expect(decideStartSandbox({ SITE_URL: 'http://[::1]:3000' })).toEqual({ sandbox: 'demo' });
  });

  it('refuses a public SITE_URL with no keys and PAYMENT_SANDBOX unset, saying what to set', () => {
    const decision = decideStartSandbox({ SITE_URL: 'https://shop.example' });
    expect(decision.sandbox).toBe('refused');
    const message = decision.sandbox === 'refused' ? decision.message : '';
    expect(message).toMatch(
      /^PAYMENT_SANDBOX: SITE_URL https:\/\/shop\.example is a public address and no payment provider keys are set/,
    );
    expect(message).toContain('PAYMENT_SANDBOX=true');
    expect(message).toContain('RAZORPAY_KEY_ID');
    // A LAN address is reachable by others too.
    expect(decideStartSandbox({ SITE_URL: 'http://192.168.1.20:3000' }).sandbox).toBe('refused');
  });

  it('leaves an explicit PAYMENT_SANDBOX, or provider keys, as they are', () => {
    expect(decideStartSandbox({ SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'true' })).toEqual({
      sandbox: 'as-set',
    });
    expect(decideStartSandbox({ SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'false' })).toEqual({
      sandbox: 'as-set',
    });
    expect(decideStartSandbox({ SITE_URL: 'https://shop.example', ...razorpayKeys })).toEqual({ sandbox: 'as-set' });
    expect(decideStartSandbox({ SITE_URL: 'https://shop.example', RAZORPAY_KEY_ID: 'rzp_live_abc' }).sandbox).toBe(
      'refused',
    );
  });
});

describe('loopback names', () => {
  it('counts only addresses this machine alone reaches', () => {
    for (const host of ['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'shop.example', 'localhost.example.com'])
      expect(isLoopbackHost(host)).toBe(false);
    expect(isLocalSiteUrl(undefined)).toBe(true);
    expect(isLocalSiteUrl('https://shop.example')).toBe(false);
  });

  it('reads the listen address from HOST, else HOSTNAME unless it is only the machine name', () => {
    expect(listenAddressOf({}, 'box')).toBeNull();
    expect(listenAddressOf({ HOSTNAME: 'box' }, 'box')).toBeNull();
    expect(listenAddressOf({ HOSTNAME: '0.0.0.0' }, 'box')).toBe('0.0.0.0');
    expect(listenAddressOf({ HOST: '127.0.0.1', HOSTNAME: '0.0.0.0' }, 'box')).toBe('127.0.0.1');
  });
});

describe('deploymentProblems (the boot check of a production server)', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) };

  it('refuses SITE_URL unset while listening on a public address', () => {
    expect(deploymentProblems({ ...production, HOST: '0.0.0.0' }, 'box')).toEqual([
      expect.stringMatching(
        /^SITE_URL: is required when the server listens on 0\.0\.0\.0: set it to the address shoppers use/,
      ),
    ]);
    expect(
      deploymentProblems(
        { ...production, HOSTNAME: '203.0.113.7', SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'false' },
        'box',
      ),
    ).toEqual([]);
    // The local demo: nothing set, or a loopback listen address.
    expect(deploymentProblems(production, 'box')).toEqual([]);
    expect(deploymentProblems({ ...production, HOST: 'localhost' }, 'box')).toEqual([]);
    expect(deploymentProblems({ ...production, HOSTNAME: 'box' }, 'box')).toEqual([]);
  });

  it('refuses the public SITE_URL with no keys and no PAYMENT_SANDBOX', () => {
    expect(deploymentProblems({ ...production, SITE_URL: 'https://shop.example' }, 'box')).toEqual([
      expect.stringMatching(/^PAYMENT_SANDBOX: /),
    ]);
    expect(
      deploymentProblems({ ...production, SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'true' }, 'box'),
    ).toEqual([]);
  });

  it('checks only a production server: not development, tests or next build', () => {
    expect(
      deploymentProblems({ NODE_ENV: 'development', HOST: '0.0.0.0', SITE_URL: 'https://shop.example' }, 'box'),
    ).toEqual([]);
    expect(deploymentProblems({ ...production, NEXT_PHASE: 'phase-production-build', HOST: '0.0.0.0' }, 'box')).toEqual(
      [],
    );
  });

  it('is part of the boot validation (parseConfig, behind validateConfigOrExit)', () => {
    expect(() => parseConfig({ ...production, SITE_URL: 'https://shop.example' }, 'box')).toThrow(
      /PAYMENT_SANDBOX: SITE_URL https:\/\/shop\.example is a public address/,
    );
    expect(() => parseConfig({ ...production, HOST: '0.0.0.0' }, 'box')).toThrow(
      /SITE_URL: is required when the server listens on 0\.0\.0\.0/,
    );
    expect(
      parseConfig({ ...production, SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'true' }, 'box').PAYMENT_SANDBOX,
    ).toBe('true');
  });
});

describe('the sandbox outside production', () => {
  it('does not switch itself on at a public SITE_URL', () => {
    const at = (SITE_URL: string, PAYMENT_SANDBOX?: string) =>
      getPaymentSettings(
        parseConfig({ NODE_ENV: 'development', SITE_URL, ...(PAYMENT_SANDBOX ? { PAYMENT_SANDBOX } : {}) }, 'box'),
      );
    expect(at('http://localhost:3000').sandboxAllowed).toBe(true);
    expect(at('https://shop.example')).toMatchObject({
      sandboxAllowed: false,
      razorpay: { available: false },
      paypal: { available: false },
    });
    expect(at('https://shop.example', 'true')).toMatchObject({ sandboxAllowed: true, razorpay: { sandbox: true } });
  });
});
