import 'server-only';
import { getSandbox } from './payment-sandbox';
import { validateConfigOrExit, type ServerConfig } from './server/config';
import { closeDatabase } from './server/db/connection';
import { databaseStartFailureOf } from './server/db/start-failure';
import { logError, logFatal } from './server/log';

/**
 * What every process of the shop does before its work, the server
 * (instrumentation.ts) and each command (scripts/*.ts) alike: validate every
 * setting, stopping on a bad one (house style 7), and mount the payment
 * sandbox for shopFetch, so a provider call to SITE_URL/sandbox/... is
 * answered in this process from the shop's database (where the sandbox keeps
 * its state) rather than over HTTP: `npm run payments:reconcile` from cron
 * works with no server running. Where the sandbox may not run it answers 404
 * as it does in the server.
 */
export function startShopProcess(): ServerConfig {
  const config = validateConfigOrExit();
  getSandbox();
  return config;
}

/**
 * Runs one command (scripts/*.ts): starts as the server does
 * (startShopProcess), does the work, waits for the webhooks the sandbox is
 * still sending to this process, and closes the database. A failure exits 1:
 * as one line when it says what to fix (`explain`, or a database the shop
 * cannot use: databaseStartFailureOf), else logged with its stack.
 */
export function runCommand(
  name: string,
  work: (config: ServerConfig) => Promise<void>,
  explain: (error: unknown) => string | null = () => null,
): void {
  const config = startShopProcess();
  void work(config)
    .catch((error: unknown) => {
      const line =
        explain(error) ??
        databaseStartFailureOf(error, { databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
      if (line === null) logError(`${name} failed`, error);
      else logFatal(line);
      process.exitCode = 1;
    })
    .finally(async () => {
      await getSandbox().settle();
      await closeDatabase().catch(() => undefined);
    });
}
