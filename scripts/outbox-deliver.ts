/**
 * npm run outbox:deliver
 *
 * Delivers every message the shop owes that is due (the outbox in the
 * notifications table): what a killed server left half sent once its lease
 * passed, and failed sends whose retry wait is over. The server's own worker
 * does the same every OUTBOX_POLL_MS; this command is for OUTBOX_WORKER=off,
 * cron, or after an outage. Safe next to running servers: each row is
 * claimed by one worker, and the senders' idempotency keys keep a retry from
 * sending twice.
 */
import { validateConfigOrExit } from '../lib/server/config';
import { closeDatabase } from '../lib/server/db/connection';
import { logError } from '../lib/server/log';
import { deliverAllDueNotifications } from '../lib/server/services/messages/outbox';

async function main(): Promise<void> {
  const config = validateConfigOrExit();
  const where = config.DATABASE_URL ? `PostgreSQL (schema ${config.DATABASE_SCHEMA})` : `SQLite ${config.SQLITE_PATH}`;
  const summary = await deliverAllDueNotifications();
  console.log(
    [
      `outbox:deliver: ${where}`,
      `  messages tried:   ${summary.tried}`,
      `  sent:             ${summary.sent}`,
      `  skipped:          ${summary.skipped}`,
      `  failed (retried): ${summary.failed}`,
    ].join('\n'),
  );
  if (summary.failed > 0) process.exitCode = 2;
}

main()
  .catch((error: unknown) => {
    logError('outbox:deliver failed', error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
