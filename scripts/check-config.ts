/**
 * Validates every setting and exits non-zero, naming each bad one, when any is
 * wrong. npm start runs it first: start.ts itself runs without the
 * react-server condition (so `next` loads normally), and the configuration
 * module is server-only.
 *
 * `--start-sandbox`: npm start's payment sandbox question, answered by
 * decideStartSandbox for the production server it is about to start: exits 1
 * with the reason when the start must be refused (the sandbox at a public
 * SITE_URL nobody asked for, SITE_URL unset on a public address), else prints
 * `demo` (turn the sandbox on) or `as-set` (leave PAYMENT_SANDBOX alone), and
 * on stderr a one-line warning when SITE_URL is unset while the server
 * listens elsewhere than localhost:3000.
 */
import os from 'node:os';
import {
  decideStartSandbox,
  deploymentProblems,
  InvalidConfigError,
  listenAddressOf,
  validateConfigOrExit,
  type Environment,
} from '../lib/server/config';
import { logFatal } from '../lib/server/log';

/**
 * SITE_URL unset means http://localhost:3000 in every link the shop writes
 * (e-mails, feeds, the sitemap, canonical URLs): say so, in one line, when
 * the server listens elsewhere. Not an error: the shop itself works at any
 * address (the back office judges a call by the address it reached).
 */
function siteUrlWarningOf(env: Environment, machineName: string): string | null {
  if (env.SITE_URL?.trim()) return null;
  const port = env.PORT?.trim() || '3000';
  const host = listenAddressOf(env, machineName) ?? 'localhost';
  if (port === '3000' && host.toLowerCase() === 'localhost') return null;
  const address = `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
  return `start: SITE_URL is not set, so links in e-mails and feeds say http://localhost:3000 while the shop listens on ${address}: set SITE_URL to the address people open (such as http://${address}).`;
}

if (process.argv.includes('--start-sandbox')) {
  const problems = deploymentProblems({ ...process.env, NODE_ENV: 'production' }, os.hostname());
  if (problems.length > 0) {
    logFatal(
      `${new InvalidConfigError(problems).message}\nThe shop cannot start: correct the settings above (docs/SETTINGS.md).`,
    );
    process.exit(1);
  }
  const warning = siteUrlWarningOf(process.env, os.hostname());
  if (warning !== null) console.warn(warning);
  process.stdout.write(`${decideStartSandbox(process.env).sandbox}\n`);
} else {
  validateConfigOrExit();
}
