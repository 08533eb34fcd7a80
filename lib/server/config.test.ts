import { DEVELOPMENT_AUTH_SECRET, getConfig, resetConfigForTests } from './config';

describe('getConfig', () => {
  const saved = { ...process.env };
  function withEnv(env: Record<string, string | undefined>) {
    process.env = { ...saved };
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

  it('uses the development secret, the outbox and 30-day sessions by default outside production', () => {
    withEnv({ NODE_ENV: 'test', AUTH_SECRET: undefined, OUTBOX_DIR: undefined, SMS_PROVIDER: undefined, SESSION_TTL_DAYS: undefined });
    expect(getConfig()).toMatchObject({ AUTH_SECRET: DEVELOPMENT_AUTH_SECRET, OUTBOX_DIR: 'data/outbox', SMS_PROVIDER: 'outbox', SESSION_TTL_DAYS: 30 });
  });

  it('refuses to run in production without AUTH_SECRET, saying so', () => {
    withEnv({ NODE_ENV: 'production', AUTH_SECRET: undefined, NEXT_PHASE: undefined });
    expect(() => getConfig()).toThrow(/AUTH_SECRET: is required in production/);
    withEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) });
    expect(getConfig().AUTH_SECRET).toBe('x'.repeat(48));
  });

  it('refuses a short AUTH_SECRET', () => {
    withEnv({ NODE_ENV: 'development', AUTH_SECRET: 'short' });
    expect(() => getConfig()).toThrow(/AUTH_SECRET/);
  });

  it('needs the gateway URL and key when SMS_PROVIDER=http', () => {
    withEnv({ NODE_ENV: 'test', SMS_PROVIDER: 'http', SMS_API_URL: undefined, SMS_API_KEY: undefined });
    expect(() => getConfig()).toThrow(/SMS_API_URL: is required when SMS_PROVIDER=http[\s\S]*SMS_API_KEY/);
    withEnv({ NODE_ENV: 'test', SMS_PROVIDER: 'http', SMS_API_URL: 'https://sms.example/send', SMS_API_KEY: 'k' });
    expect(getConfig().SMS_PROVIDER).toBe('http');
  });
});
