import {
  DEVELOPMENT_AUTH_SECRET,
  getConfig,
  InvalidConfigError,
  parseConfig,
  resetConfigForTests,
  validateConfigOrExit,
} from './config';

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
    withEnv({
      NODE_ENV: 'test',
      AUTH_SECRET: undefined,
      OUTBOX_DIR: undefined,
      SMS_PROVIDER: undefined,
      SESSION_TTL_DAYS: undefined,
    });
    expect(getConfig()).toMatchObject({
      AUTH_SECRET: DEVELOPMENT_AUTH_SECRET,
      OUTBOX_DIR: 'data/outbox',
      SMS_PROVIDER: 'outbox',
      SESSION_TTL_DAYS: 30,
    });
  });

  it('refuses to run in production without AUTH_SECRET, saying so', () => {
    withEnv({ NODE_ENV: 'production', AUTH_SECRET: undefined, NEXT_PHASE: undefined });
    expect(() => getConfig()).toThrow(/AUTH_SECRET: is required in production/);
    withEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) });
    expect(getConfig().AUTH_SECRET).toBe('x'.repeat(48));
  });

  it('ends back-office sessions after 12 hours and 30 idle minutes by default, and refuses values out of range', () => {
    expect(parseConfig({ NODE_ENV: 'test' })).toMatchObject({
      STAFF_SESSION_HOURS: 12,
      STAFF_SESSION_IDLE_MINUTES: 30,
    });
    expect(parseConfig({ NODE_ENV: 'test', STAFF_SESSION_HOURS: '8', STAFF_SESSION_IDLE_MINUTES: '15' })).toMatchObject(
      { STAFF_SESSION_HOURS: 8, STAFF_SESSION_IDLE_MINUTES: 15 },
    );
    expect(() => parseConfig({ NODE_ENV: 'test', STAFF_SESSION_HOURS: '48' })).toThrow(/STAFF_SESSION_HOURS/);
    expect(() => parseConfig({ NODE_ENV: 'test', STAFF_SESSION_IDLE_MINUTES: '1' })).toThrow(
      /STAFF_SESSION_IDLE_MINUTES/,
    );
  });

  it('lets staff refund up to 5000 INR and 60 USD by default, and refuses a limit that is not a whole amount', () => {
    expect(parseConfig({ NODE_ENV: 'test' })).toMatchObject({
      STAFF_REFUND_LIMIT_INR: 5000,
      STAFF_REFUND_LIMIT_USD: 60,
    });
    expect(
      parseConfig({ NODE_ENV: 'test', STAFF_REFUND_LIMIT_INR: '2000', STAFF_REFUND_LIMIT_USD: '25' }),
    ).toMatchObject({ STAFF_REFUND_LIMIT_INR: 2000, STAFF_REFUND_LIMIT_USD: 25 });
    expect(() => parseConfig({ NODE_ENV: 'test', STAFF_REFUND_LIMIT_INR: 'lots' })).toThrow(/STAFF_REFUND_LIMIT_INR/);
    expect(() => parseConfig({ NODE_ENV: 'test', STAFF_REFUND_LIMIT_USD: '-1' })).toThrow(/STAFF_REFUND_LIMIT_USD/);
  });

  it('keeps 14 backups in data/backups by default, and refuses a BACKUP_KEEP below 1', () => {
    withEnv({ BACKUP_DIR: undefined, BACKUP_KEEP: undefined });
    expect(getConfig()).toMatchObject({ BACKUP_DIR: 'data/backups', BACKUP_KEEP: 14 });
    withEnv({ BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' });
    expect(getConfig()).toMatchObject({ BACKUP_DIR: '/srv/backups', BACKUP_KEEP: 30 });
    withEnv({ BACKUP_KEEP: '0' });
    expect(() => getConfig()).toThrow(/BACKUP_KEEP/);
  });

  it('takes a redis:// REDIS_URL for several instances, leaves it unset by default, and refuses anything else', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).REDIS_URL).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => parseConfig({ NODE_ENV: 'test', REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
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

  it('reads the browser settings: the exchange rate defaults to 33.6, the backend URL to this origin', () => {
    for (const unset of [undefined, '']) {
      withEnv({ NODE_ENV: 'test', NEXT_PUBLIC_USD_TO_INR_RATE: unset, NEXT_PUBLIC_BACKEND_URL: unset });
      expect(getConfig().NEXT_PUBLIC_USD_TO_INR_RATE).toBe(33.6);
      expect(getConfig().NEXT_PUBLIC_BACKEND_URL).toBeUndefined();
    }
    withEnv({
      NODE_ENV: 'test',
      NEXT_PUBLIC_USD_TO_INR_RATE: '84.25',
      NEXT_PUBLIC_BACKEND_URL: 'https://backend.example',
    });
    expect(getConfig()).toMatchObject({
      NEXT_PUBLIC_USD_TO_INR_RATE: 84.25,
      NEXT_PUBLIC_BACKEND_URL: 'https://backend.example',
    });
  });

  it.each(['abc', '0', '-3', 'Infinity'])(
    'refuses NEXT_PUBLIC_USD_TO_INR_RATE=%s instead of falling back to 33.6',
    (rate) => {
      withEnv({ NODE_ENV: 'test', NEXT_PUBLIC_USD_TO_INR_RATE: rate });
      expect(() => getConfig()).toThrow(/NEXT_PUBLIC_USD_TO_INR_RATE: must be a positive number/);
    },
  );

  it('refuses a NEXT_PUBLIC_BACKEND_URL that is not an http(s) URL', () => {
    withEnv({ NODE_ENV: 'test', NEXT_PUBLIC_BACKEND_URL: 'backend.example' });
    expect(() => getConfig()).toThrow(/NEXT_PUBLIC_BACKEND_URL: must be an http\(s\) URL/);
  });
});

describe('parseConfig', () => {
  it('names every bad setting at once, one line each', () => {
    const run = () =>
      parseConfig({
        NODE_ENV: 'test',
        NEXT_PUBLIC_USD_TO_INR_RATE: 'abc',
        PORT: '70000',
        SMTP_URL: 'http://mail.example',
      });
    expect(run).toThrow(InvalidConfigError);
    try {
      run();
    } catch (error) {
      if (!(error instanceof InvalidConfigError)) throw error;
      expect(error.problems).toEqual([
        expect.stringMatching(/^PORT: /),
        'NEXT_PUBLIC_USD_TO_INR_RATE: must be a positive number, such as 33.6',
        'SMTP_URL: must be an smtp:// or smtps:// URL',
      ]);
      expect(error.message).toBe(
        `Invalid configuration:\n${error.problems.map((problem) => `  ${problem}`).join('\n')}`,
      );
    }
  });

  it('reads the environment it is given, not process.env', () => {
    expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'y'.repeat(40), PORT: '4100' })).toMatchObject({
      PORT: 4100,
      AUTH_SECRET: 'y'.repeat(40),
    });
  });
});

describe('validateConfigOrExit', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
    jest.restoreAllMocks();
  });

  it('stops the process with exit code 1 and one message naming the bad setting, without a stack trace', () => {
    process.env = { ...saved, NODE_ENV: 'test', NEXT_PUBLIC_USD_TO_INR_RATE: 'abc' };
    resetConfigForTests();
    const written: string[] = [];
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    expect(() => validateConfigOrExit()).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    const output = written.join('');
    expect(output).toContain('  NEXT_PUBLIC_USD_TO_INR_RATE: must be a positive number');
    expect(output).toContain('The shop cannot start');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('returns the configuration when every setting is valid', () => {
    process.env = { ...saved, NODE_ENV: 'test', NEXT_PUBLIC_USD_TO_INR_RATE: '40' };
    resetConfigForTests();
    const exit = jest.spyOn(process, 'exit');
    expect(validateConfigOrExit().NEXT_PUBLIC_USD_TO_INR_RATE).toBe(40);
    expect(exit).not.toHaveBeenCalled();
  });
});
