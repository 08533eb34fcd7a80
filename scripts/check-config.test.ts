import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function runCheck(args: string[], env: Record<string, string | undefined>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of [
    'SITE_URL',
    'PORT',
    'HOST',
    'HOSTNAME',
    'PAYMENT_SANDBOX',
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
  ]) {
    delete childEnv[key];
  }
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      'scripts/check-config.ts',
      ...args,
    ],
    { cwd: root, encoding: 'utf8', env: childEnv },
  );
}

describe('scripts/check-config.ts (the first step of npm start)', () => {
  it('exits non-zero with one message naming each bad setting and no stack trace', () => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        '--conditions=react-server',
        'scripts/check-config.ts',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          AUTH_SECRET: 'z'.repeat(40),
          NEXT_PUBLIC_USD_TO_INR_RATE: 'abc',
          PORT: 'eighty',
        },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('  NEXT_PUBLIC_USD_TO_INR_RATE: must be a positive number');
    expect(result.stderr).toMatch(/ {2}PORT: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  }, 30_000);

  it('--start-sandbox: refuses a public SITE_URL with no provider keys and PAYMENT_SANDBOX unset, exit 1 and the reason', () => {
    const result = runCheck(['--start-sandbox'], { SITE_URL: 'https://shop.example' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      '  PAYMENT_SANDBOX: SITE_URL https://shop.example is a public address and no payment provider keys are set.',
    );
    expect(result.stderr).toContain('PAYMENT_SANDBOX=true');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  }, 30_000);

  it('--start-sandbox: refuses SITE_URL unset while listening on a public address', () => {
    const result = runCheck(['--start-sandbox'], { HOST: '0.0.0.0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('  SITE_URL: is required when the server listens on 0.0.0.0');
  }, 30_000);

  it('--start-sandbox: warns in one line when SITE_URL is unset and the server listens elsewhere than localhost:3000', () => {
    const warning = (address: string) =>
      `start: SITE_URL is not set, so links in e-mails and feeds say http://localhost:3000 while the shop listens on ${address}: set SITE_URL to the address people open (such as http://${address}).\n`;
    expect(runCheck(['--start-sandbox'], { PORT: '3300' })).toMatchObject({
      status: 0,
      stdout: 'demo\n',
      stderr: warning('localhost:3300'),
    });
    expect(runCheck(['--start-sandbox'], { HOSTNAME: '127.0.0.1' })).toMatchObject({
      status: 0,
      stderr: warning('127.0.0.1:3000'),
    });
    // The default address, or SITE_URL set: nothing to say.
    expect(runCheck(['--start-sandbox'], { PORT: '3000', HOSTNAME: 'localhost' })).toMatchObject({
      status: 0,
      stderr: '',
    });
    expect(runCheck(['--start-sandbox'], { PORT: '3300', SITE_URL: 'http://127.0.0.1:3300' })).toMatchObject({
      status: 0,
      stderr: '',
    });
  }, 60_000);

  it('--start-sandbox: answers demo on this machine, as-set when PAYMENT_SANDBOX is explicit', () => {
    expect(runCheck(['--start-sandbox'], {})).toMatchObject({ status: 0, stdout: 'demo\n' });
    expect(runCheck(['--start-sandbox'], { SITE_URL: 'https://shop.example', PAYMENT_SANDBOX: 'true' })).toMatchObject({
      status: 0,
      stdout: 'as-set\n',
    });
  }, 60_000);
});
