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
 * `demo` (turn the sandbox on) or `as-set` (leave PAYMENT_SANDBOX alone).
 */
import os from 'node:os';
import { decideStartSandbox, deploymentProblems, InvalidConfigError, validateConfigOrExit } from '../lib/server/config';
import { logFatal } from '../lib/server/log';

if (process.argv.includes('--start-sandbox')) {
  const problems = deploymentProblems({ ...process.env, NODE_ENV: 'production' }, os.hostname());
  if (problems.length > 0) {
    logFatal(
      `${new InvalidConfigError(problems).message}\nThe shop cannot start: correct the settings above (README.md, Settings).`,
    );
    process.exit(1);
  }
  process.stdout.write(`${decideStartSandbox(process.env).sandbox}\n`);
} else {
  validateConfigOrExit();
}
