/**
 * npm run crash [-- --quick]
 *
 * The crash test of issue 14: the real production server (scripts/serve.mjs,
 * the build in .next) takes orders from concurrent buyers over HTTP (cash on
 * delivery, and card through the payment sandbox with its verify call and
 * webhooks), is killed with SIGKILL at least twice mid-load and started
 * again; then the outbox worker and `payments:reconcile` run as commands.
 * Checked, on SQLite and (with BENCH_DATABASE_URL) PostgreSQL:
 *
 * - every acknowledged order is stored as confirmed;
 * - every confirmed order has exactly one e-mail and one WhatsApp
 *   confirmation recorded as sent, and exactly one file per message key in
 *   the outbox folder (none lost, none twice);
 * - a webhook whose processing a kill interrupted settles its order when it
 *   is delivered again (PostgreSQL: the server is killed while the webhook
 *   waits on the order's row lock, held by this script; SQLite, which has no
 *   row locks: the state such a kill leaves, the event received and not
 *   handled, is written before the redelivery).
 *
 * Needs a production build (`npm run build`). Exits 1 when a check fails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '../lib/server/config';
import { setDatabase } from '../lib/server/db/connection';
import { readOutboxDir, runLoad, webhookAfterKill, type Tally } from './lib/crash-load';
import {
  base,
  createBuyers,
  KILLS,
  LOAD_MS,
  openTarget,
  PORT,
  quick,
  root,
  runCommand,
  Server,
  sleep,
  stockUp,
  type Kind,
} from './lib/crash-setup';

async function runOn(kind: Kind): Promise<boolean> {
  const started = Date.now();
  const target = await openTarget(kind);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-outbox-'));
  const log = path.join(os.tmpdir(), `crash-server-${kind}-${process.pid}.log`);
  const env: Record<string, string> = {
    ...target.env,
    PORT: String(PORT),
    SITE_URL: base,
    PAYMENT_SANDBOX: 'true',
    AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
    OUTBOX_DIR: outbox,
    OUTBOX_POLL_MS: '500',
    OUTBOX_LEASE_SECONDS: '3',
    TRUST_PROXY: 'loopback',
    IP_LOCATION_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
    SMTP_URL: '',
    SMS_PROVIDER: 'outbox',
  };
  // This process reads and writes the same database, with the same settings, for setup and checks.
  Object.assign(process.env, env);
  resetConfigForTests();
  setDatabase(target.database);
  let ok = false;
  const server = new Server(env, log);
  try {
    const buyers = await createBuyers(target);
    const sizes = await stockUp(target);
    const firstStartMs = await server.start();
    const tally: Tally = { attempts: 0, acknowledged: new Set(), dropped: 0, refused: 0 };
    const stop = { now: false };
    const load = runLoad(buyers.slice(1), sizes, tally, stop);
    const restartsMs: number[] = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      await sleep(LOAD_MS);
      await server.kill('SIGKILL');
      await sleep(300);
      restartsMs.push(await server.start());
    }
    await sleep(LOAD_MS / 2);
    stop.now = true;
    await load;
    const webhook = await webhookAfterKill(target, server, buyers[0]!, sizes[0]!);
    // The server's worker delivers what the kills left owed (its leases run out after 3 s)...
    await sleep(5_000);
    await server.kill('SIGTERM');
    // ...and the commands finish the rest: reconcile (card payments never verified) and the outbox worker.
    const reconcile = runCommand('scripts/payments-reconcile.ts', env);
    await sleep(3_500);
    const deliver = runCommand('scripts/outbox-deliver.ts', env);

    const { db } = target.database;
    const orders = await db.selectFrom('orders').select(['public_id', 'status', 'payment_method']).execute();
    const confirmed = orders.filter((order) => order.status === 'paid' || order.status === 'cod_confirmed');
    const confirmedSet = new Set(confirmed.map((order) => order.public_id));
    const lostAcknowledged = [...tally.acknowledged].filter((number) => !confirmedSet.has(number));
    const rows = await db
      .selectFrom('notifications')
      .select(['dedupe_key', 'channel', 'sent_at', 'attempts'])
      .where('template', '=', 'order_confirmation')
      .execute();
    const sentRows = new Map<string, number>();
    for (const row of rows)
      if (row.sent_at !== null)
        sentRows.set(`${row.dedupe_key}:${row.channel}`, (sentRows.get(`${row.dedupe_key}:${row.channel}`) ?? 0) + 1);
    const files = readOutboxDir(outbox).filter((file) => file.template === 'order_confirmation');
    const filesPerKey = new Map<string, number>();
    for (const file of files) filesPerKey.set(file.key ?? 'no key', (filesPerKey.get(file.key ?? 'no key') ?? 0) + 1);
    let missingSent = 0;
    let missingFiles = 0;
    for (const order of confirmed) {
      for (const channel of ['email', 'whatsapp']) {
        const key = `order:${order.public_id}:confirmation:${channel}`;
        if (sentRows.get(key) !== 1) missingSent += 1;
        if ((filesPerKey.get(key) ?? 0) === 0) missingFiles += 1;
      }
    }
    const doubles = [...filesPerKey.values()].filter((count) => count > 1).length;
    const retried = rows.filter((row) => row.attempts > 1).length;
    const stillPending = orders.filter((order) => order.status === 'pending').length;

    const figures = [
      `crash test on ${kind}${quick ? ' (quick)' : ''}: ${buyers.length - 1} buyers, ${KILLS} SIGKILLs under load + 1 mid-webhook, ${Math.round((Date.now() - started) / 1000)} s`,
      `  server start: ${firstStartMs} ms; restarts after SIGKILL: ${restartsMs.map((ms) => `${ms} ms`).join(', ')}`,
      `  checkouts tried: ${tally.attempts}; acknowledged: ${tally.acknowledged.size}; failed while the server was down or being killed: ${tally.dropped}; refused (4xx): ${tally.refused}`,
      `  orders stored: ${orders.length}; confirmed (paid or COD): ${confirmed.length}; still pending: ${stillPending}`,
      `  acknowledged orders not confirmed: ${lostAcknowledged.length}`,
      `  confirmation messages owed: ${confirmed.length * 2}; recorded sent: ${[...sentRows.values()].length}; missing: ${missingSent}; retried after a kill: ${retried}`,
      `  outbox files (confirmations): ${files.length}; keys with a file missing: ${missingFiles}; keys written twice: ${doubles}`,
      `  webhook killed mid-processing: ${webhook.killedMidProcessing ? 'yes' : 'no (the event was not recorded before the kill)'}; redelivery answered ${webhook.redelivery}; order ${webhook.status}`,
      `  ${reconcile
        .split('\n')
        .slice(1, 3)
        .map((line) => line.trim())
        .join('; ')}`,
      `  ${deliver
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
        .join('; ')}`,
    ];
    console.log(figures.join('\n'));
    const failures: string[] = [];
    if (server.starts < KILLS + 2) failures.push('fewer restarts than kills');
    if (tally.acknowledged.size === 0) failures.push('no order was acknowledged');
    if (lostAcknowledged.length > 0) failures.push(`${lostAcknowledged.length} acknowledged orders are not confirmed`);
    if (missingSent > 0) failures.push(`${missingSent} owed confirmations are not recorded as sent exactly once`);
    if (missingFiles > 0) failures.push(`${missingFiles} confirmations have no outbox file`);
    if (doubles > 0) failures.push(`${doubles} confirmations were written twice`);
    if (files.some((file) => !file.key)) failures.push('a confirmation file carries no idempotency key');
    if (webhook.status !== 'paid')
      failures.push(`the webhook redelivered after the kill left its order ${webhook.status}`);
    if (!webhook.redelivery.startsWith('200 {"received":true}'))
      failures.push('the redelivered webhook was not processed');
    for (const failure of failures) console.log(`  FAIL: ${failure}`);
    ok = failures.length === 0;
    if (ok) console.log('  PASS');
  } finally {
    await server.kill('SIGKILL');
    setDatabase(undefined);
    await target.cleanup().catch(() => undefined);
    fs.rmSync(outbox, { recursive: true, force: true });
    if (ok) fs.rmSync(log, { force: true });
    else console.log(`  server log: ${log}`);
  }
  return ok;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No production build: run `npm run build` first.');
  const kinds: Kind[] = ['SQLite'];
  if (process.env.BENCH_DATABASE_URL) kinds.push('PostgreSQL');
  else console.log('crash test: BENCH_DATABASE_URL unset, PostgreSQL skipped');
  let ok = true;
  for (const kind of kinds) ok = (await runOn(kind)) && ok;
  process.exitCode = ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
