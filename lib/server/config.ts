import 'server-only';
import os from 'node:os';
import { z } from 'zod';
import { parseUsdToInrRate } from '../money';
import { InvalidTrustProxyError, parseTrustProxy } from './http/client-address';
import { nodeHasSqlite, SQLITE_DRIVERS } from './db/sqlite-driver';
import { logFatal } from './log';

/**
 * Every server setting, validated once. README.md and .env.example list the
 * same variables; keep the three in step.
 */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
/** SITEMAP_MAX_URLS of lib/contract/catalogue.ts, written again: the proxy loads this file, and not the contract. */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_PAGE_SIZE_MESSAGE = `must be a whole number from 1 to ${SITEMAP_MAX_URLS}`;
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** The IP location service of currency detection; `{ip}` is replaced by the shopper's address. */
export const DEFAULT_IP_LOCATION_URL = 'https://ipapi.co/{ip}/json/';
/** A script the browser loads: an http(s) URL, or a path on this site. */
const scriptUrl = z
  .string()
  .regex(/^(https?:\/\/\S+|\/[^/\s]\S*)$/, { error: 'must be an http(s) URL or a path starting with /' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  /** npm start's server, on SIGTERM/SIGINT: how long requests in flight may take to finish (scripts/serve.mjs). */
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(10_000)),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, {
        error: 'must be a postgres:// URL (leave it unset for the embedded SQLite database)',
      })
      .optional(),
  ),
  DATABASE_SCHEMA: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { error: 'must be a lower-case PostgreSQL schema name' })
      .default('public'),
  ),
  SQLITE_PATH: z.preprocess(emptyToUndefined, z.string().default('data/shop.db')),
  /**
   * The embedded database's driver (lib/server/db/sqlite-driver.ts, docs/decisions/028):
   * auto = better-sqlite3 on Node 20 and 22, Node's built-in node:sqlite from Node 24.
   */
  SQLITE_DRIVER: z.preprocess(
    emptyToUndefined,
    z
      .enum(SQLITE_DRIVERS)
      .default('auto')
      .refine((driver) => driver !== 'node:sqlite' || nodeHasSqlite(), {
        error: `node:sqlite needs Node 22.16 or later (this is Node ${process.versions.node}); use auto or better-sqlite3`,
      }),
  ),
  /**
   * Several instances of the shop: a redis:// URL makes every instance expire
   * its cached catalogue when any of them (or a script) changes it
   * (lib/server/cache/shared-invalidation.mjs, docs/decisions/023). Unset: one
   * instance, caches in its memory.
   */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, { error: 'must be a redis:// or rediss:// URL' })
      .optional(),
  ),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  /** Where `npm run db:backup` writes its backups (one folder each; docs/decisions/025-backups.md). */
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().default('data/backups')),
  /** How many backups to keep in BACKUP_DIR, newest first; older ones are removed after each backup. */
  BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(14)),
  BACKEND_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an http(s) URL' }).optional()),
  /**
   * The browser's settings are inlined into the client bundle at build time;
   * they are checked here too so a typo stops the server instead of shipping
   * silently (an unreadable rate used to fall back to the default).
   */
  NEXT_PUBLIC_BACKEND_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
  // The one rule of lib/money (which the browser applies to the inlined value).
  NEXT_PUBLIC_USD_TO_INR_RATE: z
    .string()
    .optional()
    .transform((raw, context) => {
      try {
        return parseUsdToInrRate(raw);
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a positive number, such as 33.6' });
        return z.NEVER;
      }
    }),
  SITE_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an http(s) URL' }).default('http://localhost:3000')),
  /**
   * The most URLs one product file of the sitemap lists (its ids in ranges of this many, docs/decisions/041):
   * search engines read at most 50,000 per file; tests set it small to see many files.
   */
  SITEMAP_PAGE_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: SITEMAP_PAGE_SIZE_MESSAGE })
      .int({ error: SITEMAP_PAGE_SIZE_MESSAGE })
      .min(1, { error: SITEMAP_PAGE_SIZE_MESSAGE })
      .max(SITEMAP_MAX_URLS, { error: SITEMAP_PAGE_SIZE_MESSAGE })
      .default(SITEMAP_MAX_URLS),
  ),
  /**
   * off: every catalogue read (pages, the JSON API, the filter values) goes to the database instead of the
   * data cache (lib/server/cached-reads.ts): for measuring what the database costs (the bench's growth-http
   * section) and for debugging. Never in a shop that serves shoppers.
   */
  CATALOGUE_CACHE: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /** The shop's X (Twitter) account for link previews' twitter:site, e.g. @jaipurhandcrafted. */
  TWITTER_SITE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^@\w{1,15}$/, { error: 'must be an X handle like @shop' })
      .optional(),
  ),
  /** HMAC key of the login codes. Required in production; development and tests fall back to a fixed key. */
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  /** Where the outbox message sender writes one JSON file per message. */
  OUTBOX_DIR: z.preprocess(emptyToUndefined, z.string().default('data/outbox')),
  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'http']).default('outbox')),
  /** The message worker inside the server process (services/outbox.ts): off leaves delivery to `npm run outbox:deliver`. */
  OUTBOX_WORKER: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
  /** How often the in-server worker looks for owed messages. */
  OUTBOX_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(2000)),
  /** How long a worker holds a message it is sending; a worker killed meanwhile leaves it to another after this. */
  OUTBOX_LEASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).default(60)),
  SMS_API_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an http(s) URL' }).optional()),
  SMS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Which proxies in front of the shop may name the client in X-Forwarded-For
   * (lib/server/http/client-address.ts): unset trusts none, so the client is
   * the connection's peer; a hop count (1); or addresses and CIDR ranges
   * (`loopback`, `10.0.0.0/8`, ...).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, context) => {
      try {
        return parseTrustProxy(raw);
      } catch (error) {
        if (!(error instanceof InvalidTrustProxyError)) throw error;
        context.addIssue({
          code: 'custom',
          message: `${error.message}; use a hop count (1) or addresses and CIDR ranges (10.0.0.0/8, loopback)`,
        });
        return z.NEVER;
      }
    }),
  /** Login codes the whole shop may send in an hour (the SMS bill's ceiling); the one that reaches it is logged as an error. */
  SMS_BUDGET_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(300)),
  SESSION_TTL_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  /** A back-office session ends this many hours after sign-in, whatever happens (docs/decisions/018). */
  STAFF_SESSION_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(24).default(12)),
  /** ... and after this many minutes without a call. */
  STAFF_SESSION_IDLE_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5).max(240).default(30)),
  /**
   * The largest refund a `staff` member may issue, in the order's currency's
   * major unit; above it only an owner (issue 13). Whole rupees / dollars.
   */
  STAFF_REFUND_LIMIT_INR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000_000).default(5000)),
  STAFF_REFUND_LIMIT_USD: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(100_000).default(60)),
  /** Card provider (Razorpay): API keys, the webhook secret, and where its API and checkout script live. */
  RAZORPAY_KEY_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  RAZORPAY_API_BASE: z.preprocess(emptyToUndefined, httpUrl.optional()),
  RAZORPAY_CHECKOUT_URL: z.preprocess(emptyToUndefined, scriptUrl.optional()),
  /** Wallet provider (PayPal): REST app credentials, the webhook id, and where its API and SDK live. */
  PAYPAL_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  PAYPAL_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  PAYPAL_WEBHOOK_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  PAYPAL_API_BASE: z.preprocess(emptyToUndefined, httpUrl.optional()),
  PAYPAL_SDK_URL: z.preprocess(emptyToUndefined, scriptUrl.optional()),
  /**
   * The local stand-in providers (lib/payment-sandbox): 'true' uses them for both
   * providers, in production too; 'false' never; unset uses them outside
   * production, at a local SITE_URL, for a provider whose keys are not set.
   */
  PAYMENT_SANDBOX: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  /**
   * How long an unpaid order holds its stock: a card, UPI or PayPal payment
   * ends (or times out at the provider) within minutes; a payment that comes
   * later still settles when the stock is free (payment-settlement.ts).
   */
  /** How far back (by when the order was placed) the reconcile command asks the providers about expired orders (decision 024). */
  RECONCILE_EXPIRED_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(720).default(72)),
  RESERVATION_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1440).default(15)),
  /** The most pieces of one size, and in all, that one customer's unpaid orders may hold (cash on delivery holds nothing). */
  RESERVATION_MAX_PER_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(999).default(2)),
  RESERVATION_MAX_PIECES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(9999).default(60)),
  /** The share of a size's shelf (percent, at least one piece) that one customer's unpaid orders leave to others. */
  RESERVATION_KEPT_PERCENT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(90).default(25)),
  /** E-mail: an smtp:// or smtps:// URL (with user and password when needed); unset writes e-mails to OUTBOX_DIR. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().trim().min(3).max(200).optional()),
  /**
   * Currency detection (lib/server/services/catalogue/location.ts): the request header in
   * which a trusted CDN or proxy gives the shopper's country; unset checks the
   * usual ones (DEFAULT_GEO_COUNTRY_HEADERS).
   */
  GEO_COUNTRY_HEADER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]+$/, { error: 'must be one HTTP header name, such as cf-ipcountry' })
      .transform((name) => name.toLowerCase())
      .optional(),
  ),
  /**
   * The IP location service the server asks when no header gives the country,
   * `{ip}` standing for the shopper's address. Empty turns the lookup off.
   */
  IP_LOCATION_URL: z
    .union([
      z.literal(''),
      httpUrl.refine((url) => url.includes('{ip}'), { error: 'must contain {ip} where the address goes' }),
    ])
    .default(DEFAULT_IP_LOCATION_URL),
  /** Uploaded pictures (lib/server/media/picture-storage.ts): this folder, unless S3_BUCKET names a bucket. */
  PICTURES_DIR: z.preprocess(emptyToUndefined, z.string().default('data/pictures')),
  /**
   * The hosts (`host` or `host:port`, comma-separated) a products CSV's picture addresses may be fetched
   * from (lib/server/media/remote-pictures.ts). Empty: pictures named by URL are refused.
   */
  IMPORT_PICTURE_HOSTS: z.preprocess(emptyToUndefined, z.string().trim().default('')),
  /** An S3-compatible bucket for the pictures, which several instances share; its server, region and keys. */
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name (3 to 63 lower-case letters, digits, dots, dashes)',
      })
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, httpUrl.optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  /** The bucket in the path rather than the host name; unset: true when S3_ENDPOINT is set (local and most compatible servers). */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  ),
});

/**
 * Only for development and tests: production must set its own AUTH_SECRET,
 * or login codes could be forged by anyone who has read this file.
 */
export const DEVELOPMENT_AUTH_SECRET = 'development-only-auth-secret-do-not-use-in-production';

/** `next build` prerenders in production mode but never signs a code, so it needs no secret. */
const isProductionBuild = () => process.env.NEXT_PHASE === 'phase-production-build';

const configSchema = envSchema
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET && !isProductionBuild()) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production: set it to a long random value, e.g. `openssl rand -base64 48`',
      });
    }
    for (const [id, secret] of [
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
      ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
    ] as const) {
      if (env[id] && !env[secret])
        ctx.addIssue({ code: 'custom', path: [secret], message: `is required when ${id} is set` });
      if (env[secret] && !env[id])
        ctx.addIssue({ code: 'custom', path: [id], message: `is required when ${secret} is set` });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const other = env.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${other} is set` });
    }
    if (env.SMS_PROVIDER === 'http') {
      if (!env.SMS_API_URL)
        ctx.addIssue({ code: 'custom', path: ['SMS_API_URL'], message: 'is required when SMS_PROVIDER=http' });
      if (!env.SMS_API_KEY)
        ctx.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'is required when SMS_PROVIDER=http' });
    }
  })
  .transform((env) => ({ ...env, AUTH_SECRET: env.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET }));

export type ServerConfig = z.output<typeof configSchema>;

/** The settings that failed validation, one `NAME: what is wrong` line each. */
export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'InvalidConfigError';
  }
}

/** Environment variables as read: process.env, or a plain record in tests and scripts. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** Validates every setting of `env` at once, so one run names every bad setting. */
export function parseConfig(env: Environment, machineName: string = os.hostname()): ServerConfig {
  const parsed = configSchema.safeParse(env);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...deploymentProblems(env, machineName),
  ];
  if (!parsed.success || problems.length > 0) throw new InvalidConfigError(problems);
  return parsed.data;
}

/** A name or address that only this machine reaches: localhost, *.localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** Whether SITE_URL leaves the shop on this machine: unset (the default http://localhost:3000) or a loopback URL. */
export function isLocalSiteUrl(siteUrl: string | undefined): boolean {
  if (siteUrl === undefined || siteUrl.trim() === '') return true;
  return URL.canParse(siteUrl) && isLoopbackHost(new URL(siteUrl).hostname);
}

/**
 * The address the server is told to listen on: HOST, else HOSTNAME (what
 * Next's standalone server reads), unless HOSTNAME is only this machine's
 * own name, which shells and Docker set by themselves. Null when neither is
 * set: `npm start` then serves the local demo.
 */
export function listenAddressOf(env: Environment, machineName: string): string | null {
  const host = env.HOST?.trim();
  if (host) return host;
  const hostname = env.HOSTNAME?.trim();
  if (hostname && hostname.toLowerCase() !== machineName.trim().toLowerCase()) return hostname;
  return null;
}

function hasProviderKeys(env: Environment): boolean {
  return Boolean(
    (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) || (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET),
  );
}

/**
 * What `npm start` does about the payment sandbox. `as-set`: PAYMENT_SANDBOX
 * is set, or provider keys are: nothing to add. `demo`: no keys and a local
 * SITE_URL: the sandbox, with its test-mode badge, so a newcomer can buy at
 * once. `refused`: no keys at a public SITE_URL: free "payments" there would
 * be taken for real orders, so only an explicit PAYMENT_SANDBOX=true runs it.
 */
export type StartSandboxDecision =
  { sandbox: 'as-set' } | { sandbox: 'demo' } | { sandbox: 'refused'; message: string };

export function decideStartSandbox(env: Environment): StartSandboxDecision {
  if (env.PAYMENT_SANDBOX || hasProviderKeys(env)) return { sandbox: 'as-set' };
  if (isLocalSiteUrl(env.SITE_URL)) return { sandbox: 'demo' };
  return {
    sandbox: 'refused',
    message:
      `PAYMENT_SANDBOX: SITE_URL ${env.SITE_URL ?? ''} is a public address and no payment provider keys are set. ` +
      'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET) to take real payments, ' +
      'PAYMENT_SANDBOX=true to run the test-mode sandbox there on purpose (it takes no money), ' +
      'or PAYMENT_SANDBOX=false to run without card and wallet payments',
  };
}

/**
 * What a production server must not start with, beyond single bad values:
 * the sandbox at a public SITE_URL nobody asked for (decideStartSandbox),
 * and SITE_URL left unset while listening on a public address
 * (listenAddressOf), which would write localhost into every canonical link,
 * sitemap entry and structured-data URL. `next build` serves nothing and is
 * left alone.
 */
export function deploymentProblems(env: Environment, machineName: string): string[] {
  if (env.NODE_ENV !== 'production' || env.NEXT_PHASE === 'phase-production-build') return [];
  const problems: string[] = [];
  const sandbox = decideStartSandbox(env);
  if (sandbox.sandbox === 'refused') problems.push(sandbox.message);
  const listen = listenAddressOf(env, machineName);
  if (!env.SITE_URL?.trim() && listen !== null && !isLoopbackHost(listen)) {
    problems.push(
      `SITE_URL: is required when the server listens on ${listen}: set it to the address shoppers use (https://shop.example), ` +
        'or to http://localhost:3000 if the shop is only browsed on this machine',
    );
  }
  return problems;
}

let cached: ServerConfig | undefined;

export function getConfig(): ServerConfig {
  if (!cached) cached = parseConfig(process.env);
  return cached;
}

/**
 * The boot check (instrumentation.ts and the scripts): a bad setting stops the
 * process before it serves or touches the database, with one message naming
 * each bad setting and no stack trace, instead of failing on first use.
 */
export function validateConfigOrExit(): ServerConfig {
  try {
    return getConfig();
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    logFatal(`${error.message}\nThe shop cannot start: correct the settings above (docs/SETTINGS.md).`);
    process.exit(1);
  }
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}

/** Fixed test credentials of the stand-in providers: public knowledge, so they can never move real money (lib/payment-sandbox). */
export const SANDBOX_CREDENTIALS = {
  razorpay: { keyId: 'rzp_test_sandbox', keySecret: 'sandbox_key_secret', webhookSecret: 'sandbox_webhook_secret' },
  paypal: { clientId: 'sandbox-client', clientSecret: 'sandbox-secret', webhookId: 'SANDBOX-WEBHOOK' },
} as const;

export const RAZORPAY_DEFAULT_API_BASE = 'https://api.razorpay.com';
export const RAZORPAY_DEFAULT_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const PAYPAL_DEFAULT_API_BASE = 'https://api-m.paypal.com';
export const PAYPAL_DEFAULT_SDK_URL = 'https://www.paypal.com/sdk/js';

export interface RazorpaySettings {
  /** False when neither keys nor the sandbox are available: card payment is off. */
  available: boolean;
  sandbox: boolean;
  keyId: string;
  keySecret: string;
  /** Null when webhooks are not set up: every webhook is refused. */
  webhookSecret: string | null;
  apiBase: string;
  checkoutUrl: string;
}

export interface PayPalSettings {
  available: boolean;
  sandbox: boolean;
  clientId: string;
  clientSecret: string;
  webhookId: string | null;
  apiBase: string;
  sdkUrl: string;
}

export interface PaymentSettings {
  /** Whether the stand-in providers may run at all (never in production or at a public SITE_URL unless PAYMENT_SANDBOX=true). */
  sandboxAllowed: boolean;
  razorpay: RazorpaySettings;
  paypal: PayPalSettings;
}

/**
 * PAYMENT_SANDBOX=true: always; false: never; unset: outside production, and
 * only for a shop on this machine (a public SITE_URL needs an explicit true).
 */
export function isPaymentSandboxAllowed(config: ServerConfig = getConfig()): boolean {
  if (config.PAYMENT_SANDBOX === 'true') return true;
  return config.PAYMENT_SANDBOX !== 'false' && config.NODE_ENV !== 'production' && isLocalSiteUrl(config.SITE_URL);
}

/**
 * Which provider endpoints and keys the shop uses. A provider with keys talks
 * to the real API; one without keys uses the sandbox when it is allowed (its
 * API under SITE_URL, its browser script under this site's /sandbox), and is
 * unavailable otherwise. PAYMENT_SANDBOX=true puts both on the sandbox.
 */
export function getPaymentSettings(config: ServerConfig = getConfig()): PaymentSettings {
  const sandboxAllowed = isPaymentSandboxAllowed(config);
  const site = config.SITE_URL.replace(/\/+$/, '');
  const forced = config.PAYMENT_SANDBOX === 'true';

  const razorpayKeys = Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET);
  const razorpaySandbox = sandboxAllowed && (forced || !razorpayKeys);
  const razorpay: RazorpaySettings = razorpaySandbox
    ? {
        available: true,
        sandbox: true,
        ...SANDBOX_CREDENTIALS.razorpay,
        apiBase: config.RAZORPAY_API_BASE ?? `${site}/sandbox/razorpay`,
        checkoutUrl: config.RAZORPAY_CHECKOUT_URL ?? '/sandbox/razorpay/checkout.js',
      }
    : {
        available: razorpayKeys,
        sandbox: false,
        keyId: config.RAZORPAY_KEY_ID ?? '',
        keySecret: config.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
        apiBase: config.RAZORPAY_API_BASE ?? RAZORPAY_DEFAULT_API_BASE,
        checkoutUrl: config.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_DEFAULT_CHECKOUT_URL,
      };

  const paypalKeys = Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);
  const paypalSandbox = sandboxAllowed && (forced || !paypalKeys);
  const paypal: PayPalSettings = paypalSandbox
    ? {
        available: true,
        sandbox: true,
        ...SANDBOX_CREDENTIALS.paypal,
        apiBase: config.PAYPAL_API_BASE ?? `${site}/sandbox/paypal`,
        sdkUrl: config.PAYPAL_SDK_URL ?? '/sandbox/paypal/sdk.js',
      }
    : {
        available: paypalKeys,
        sandbox: false,
        clientId: config.PAYPAL_CLIENT_ID ?? '',
        clientSecret: config.PAYPAL_CLIENT_SECRET ?? '',
        webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
        apiBase: config.PAYPAL_API_BASE ?? PAYPAL_DEFAULT_API_BASE,
        sdkUrl: config.PAYPAL_SDK_URL ?? PAYPAL_DEFAULT_SDK_URL,
      };

  return {
    sandboxAllowed,
    razorpay: { ...razorpay, apiBase: razorpay.apiBase.replace(/\/+$/, '') },
    paypal: { ...paypal, apiBase: paypal.apiBase.replace(/\/+$/, '') },
  };
}
