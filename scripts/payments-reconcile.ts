/**
 * npm run payments:reconcile
 *
 * Asks the payment providers about every pending order and settles those
 * that were paid but never confirmed (verify call and webhook both lost),
 * expires orders whose stock hold ran out, asks about orders that expired
 * recently (RECONCILE_EXPIRED_HOURS) and settles those paid meanwhile while
 * their stock is free, refunds through the provider every payment kept for
 * a refund (paid after expiry with an item sold out, a second capture of a
 * paid order; decision 024), and sends again order
 * confirmations whose first send failed. Safe to run at any time and as
 * often as wanted (e.g. every few minutes from cron): every change is
 * conditional, so nothing happens twice.
 */
import { validateConfigOrExit } from '../lib/server/config';
import { closeDatabase } from '../lib/server/db/connection';
import { logError } from '../lib/server/log';
import { reconcilePayments } from '../lib/server/services/payments/payment-reconciliation';

async function main(): Promise<void> {
  const config = validateConfigOrExit();
  const where = config.DATABASE_URL ? `PostgreSQL (schema ${config.DATABASE_SCHEMA})` : `SQLite ${config.SQLITE_PATH}`;
  const summary = await reconcilePayments();
  console.log(
    [
      `payments:reconcile: ${where}`,
      `  pending orders checked with their provider: ${summary.checked}`,
      `  paid (payment found and settled):          ${summary.paid}`,
      `  still pending (no payment yet):            ${summary.stillPending}`,
      `  provider calls that failed (retry later):  ${summary.errors}`,
      `  expired, stock released:                   ${summary.expired}`,
      `  expired orders checked (last ${config.RECONCILE_EXPIRED_HOURS} h):      ${summary.expiredChecked}`,
      `  paid after expiry, stock taken again:      ${summary.paidAfterExpiry}`,
      `  paid but not settled (kept for a refund):  ${summary.refundDue}`,
      `  second captures of paid orders:            ${summary.extraCaptures}`,
      `  kept payments refunded at the provider:    ${summary.refunded}`,
      `  refunds refused by the provider (staff):   ${summary.refundsRefused}`,
      `  confirmations retried / sent:              ${summary.notificationsRetried} / ${summary.notificationsSent}`,
    ].join('\n'),
  );
  if (summary.errors > 0 || summary.refundsRefused > 0) process.exitCode = 2;
}

main()
  .catch((error: unknown) => {
    logError('payments:reconcile failed', error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
