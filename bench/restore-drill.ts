/**
 * Restore drill (issue 14, item 10): a backup taken while shoppers order is
 * restored into an empty database, and everything of the backup's moment is
 * there and agrees with itself.
 *
 *   npm run drill:restore [-- --database sqlite|postgres|both]
 *
 * For each database: the real server (`npm start`: migrate, seed the demo
 * catalogue, serve the production build) on DRILL_PORT (3600), buyers signed
 * up and in over HTTP, placing cash-on-delivery orders and paid card orders
 * (Razorpay sandbox) without pause; `npm run db:backup` runs in the middle of
 * that. Then the server stops, `npm run db:restore` puts the backup into an
 * empty database (a new SQLite file; a new PostgreSQL database), a second
 * restore over it must be refused, and the restored data is checked:
 *   - every order acknowledged before the backup started is there, with its
 *     lines; a card order whose payment was confirmed before then is paid,
 *     with its captured payment of the order's total;
 *   - no order the shop did not make, none placed after the backup ended;
 *   - every payment belongs to a restored order;
 *   - stock agrees: for every size, the seeded quantity equals what is on the
 *     shelf plus the pieces of paid and cash-on-delivery orders, and the held
 *     pieces equal those of pending orders.
 * PostgreSQL: DRILL_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * the source is a schema of its own there, the restore a database named after
 * it with _drill_<pid>, both dropped at the end. Exits 1 when a check fails.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DialectName } from '../lib/server/db/dialect';
import { placeOrder, signUp, type Placed } from './lib/drill-buyers';
import { places, readStock, stockKey } from './lib/drill-databases';
// @ts-expect-error -- plain ESM JavaScript shared with scripts/lighthouse.mjs
import { startShop } from '../scripts/shop-server.mjs';

const BUYERS = 8;
const SIZES = 6;
const SHELF = 1000;
/** Ordering before the backup starts, and after it ends. */
const BEFORE_MS = 5000;
const AFTER_MS = 3000;
const root = path.resolve(__dirname, '..');

interface Window {
  start: number;
  end: number;
}

const failures: string[] = [];
function expectThat(ok: boolean, what: string): void {
  if (!ok) failures.push(what);
}

function npmRun(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

/** The server has let go of its port (the next database's drill uses it). */
async function waitUntilDown(base: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`${base}/api/health/`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function drill(dialect: DialectName, port: number): Promise<void> {
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `restore-drill-${dialect}-`));
  const outbox = path.join(dir, 'outbox');
  const backups = path.join(dir, 'backups');
  const { source, target } = await places(dialect, dir);
  let shop: { base: string; stop: () => void } | undefined;
  try {
    // 1. Seed and serve: npm start migrates and seeds the demo catalogue.
    shop = (await startShop({
      port,
      sqlitePath: source.env.SQLITE_PATH ?? path.join(dir, 'unused.db'),
      quiet: true,
      env: { ...source.env, OUTBOX_DIR: outbox, TRUST_PROXY: 'loopback', PAYMENT_SANDBOX: 'true' },
    })) as { base: string; stop: () => void };
    const base = shop.base;
    const direct = await source.open();
    const sizes = await direct.db
      .selectFrom('product_stock')
      .select(['product_id', 'size'])
      .where('quantity', '>', 0)
      .orderBy('product_id')
      .orderBy('size')
      .limit(SIZES)
      .execute();
    for (const size of sizes)
      await direct.db
        .updateTable('product_stock')
        .set({ quantity: SHELF })
        .where('product_id', '=', size.product_id)
        .where('size', '=', size.size)
        .execute();
    const seeded = await readStock(direct);
    // The demo's delivered orders, in the shop before the drill: their pieces left no mark on the stock above.
    const seededOrderIds = new Set(
      (await direct.db.selectFrom('orders').select('id').execute()).map((row) => Number(row.id)),
    );
    const seededOrders = seededOrderIds.size;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, n) => signUp(base, outbox, n)));
    const ready = performance.now();

    // 2. Orders without pause; the backup in the middle.
    const placed: Placed[] = [];
    const errors: string[] = [];
    let stop = false;
    const loops = buyers.map(async (buyer, n) => {
      for (let i = 0; !stop; i += 1) {
        const size = sizes[(n + i) % sizes.length]!;
        try {
          placed.push(
            await placeOrder(
              base,
              buyer,
              { productId: Number(size.product_id), size: size.size },
              (n + i) % 3 === 0 ? 'card' : 'cod',
            ),
          );
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, BEFORE_MS));
    const backupWindow: Window = { start: performance.now(), end: 0 };
    const backup = await npmRun(['db:backup'], { ...source.env, BACKUP_DIR: backups, BACKUP_KEEP: '3' });
    backupWindow.end = performance.now();
    await new Promise((resolve) => setTimeout(resolve, AFTER_MS));
    stop = true;
    await Promise.all(loops);
    const sourceOrders = new Set(
      (await direct.db.selectFrom('orders').select('public_id').execute()).map((row) => row.public_id),
    );
    await direct.db.destroy();
    shop.stop();
    shop = undefined;
    await waitUntilDown(base);
    if (backup.code !== 0) throw new Error(`npm run db:backup failed:\n${backup.output}`);
    const folder = /backup (\S+) \(/.exec(backup.output)?.[1];
    if (!folder) throw new Error(`No backup folder in:\n${backup.output}`);

    // 3. Restore into an empty database; a second restore over it must be refused.
    const restoreStarted = performance.now();
    const restore = await npmRun(['db:restore', '--', folder], target.env);
    const restoreMs = performance.now() - restoreStarted;
    if (restore.code !== 0) throw new Error(`npm run db:restore failed:\n${restore.output}`);
    const again = await npmRun(['db:restore', '--', folder], target.env);
    expectThat(
      again.code !== 0 && /not empty|already holds/.test(again.output),
      `${label}: a restore over the restored database was not refused (exit ${again.code}: ${again.output})`,
    );

    // 4. Everything of the backup's moment, consistent.
    const restored = await target.open();
    try {
      const orders = await restored.db
        .selectFrom('orders')
        .select([
          'id',
          'public_id',
          'status',
          'payment_method',
          'subtotal_minor',
          'discount_minor',
          'shipping_minor',
          'total_minor',
        ])
        .execute();
      const lines = await restored.db
        .selectFrom('order_lines')
        .select(['order_id', 'product_id', 'size', 'quantity', 'unit_price_minor'])
        .execute();
      const payments = await restored.db
        .selectFrom('payments')
        .select(['order_id', 'status', 'amount_minor', 'provider'])
        .execute();
      const byNumber = new Map(orders.map((order) => [order.public_id, order]));
      const ids = new Set(orders.map((order) => Number(order.id)));

      const beforeBackup = placed.filter((order) => order.ackedAt < backupWindow.start);
      const afterBackup = placed.filter((order) => order.startedAt > backupWindow.end);
      const during = placed.length - beforeBackup.length - afterBackup.length;
      let missing = 0;
      let unpaid = 0;
      for (const order of beforeBackup) {
        const row = byNumber.get(order.orderNumber);
        if (!row) {
          missing += 1;
          continue;
        }
        const expected = order.method === 'cod' ? 'cod_confirmed' : 'paid';
        if (row.status !== expected) unpaid += 1;
        if (order.method === 'card') {
          const captured = payments.filter(
            (payment) => Number(payment.order_id) === Number(row.id) && payment.status === 'captured',
          );
          if (captured.length !== 1 || captured[0]!.amount_minor !== row.total_minor) unpaid += 1;
        }
      }
      expectThat(
        missing === 0,
        `${label}: ${missing} orders acknowledged before the backup started are missing from the restore`,
      );
      expectThat(
        unpaid === 0,
        `${label}: ${unpaid} orders acknowledged before the backup are restored with another status or without their one captured payment of the total`,
      );
      const invented = orders.filter((order) => !sourceOrders.has(order.public_id)).length;
      expectThat(invented === 0, `${label}: ${invented} restored orders the shop never had`);
      const late = afterBackup.filter((order) => byNumber.has(order.orderNumber)).length;
      expectThat(late === 0, `${label}: ${late} orders placed after the backup ended are in it`);
      expectThat(
        orders.length - seededOrders >= beforeBackup.length,
        `${label}: fewer orders restored than acknowledged before the backup`,
      );

      const linesOf = new Map<number, typeof lines>();
      for (const line of lines)
        linesOf.set(Number(line.order_id), [...(linesOf.get(Number(line.order_id)) ?? []), line]);
      const badTotals = orders.filter((order) => {
        const own = linesOf.get(Number(order.id)) ?? [];
        const subtotal = own.reduce((sum, line) => sum + line.unit_price_minor * line.quantity, 0);
        return (
          own.length === 0 ||
          subtotal !== order.subtotal_minor ||
          order.subtotal_minor - order.discount_minor + order.shipping_minor !== order.total_minor
        );
      }).length;
      expectThat(badTotals === 0, `${label}: ${badTotals} restored orders whose lines or totals do not add up`);
      const orphans =
        payments.filter((payment) => !ids.has(Number(payment.order_id))).length +
        lines.filter((line) => !ids.has(Number(line.order_id))).length;
      expectThat(orphans === 0, `${label}: ${orphans} payment or order-line rows without their order`);

      // Stock: seeded = on the shelf + sold; held = pending orders' pieces.
      const statusOf = new Map(orders.map((order) => [Number(order.id), order.status]));
      const sold = new Map<string, number>();
      const held = new Map<string, number>();
      for (const line of lines) {
        if (seededOrderIds.has(Number(line.order_id))) continue;
        const status = statusOf.get(Number(line.order_id));
        const key = stockKey({ product_id: Number(line.product_id), size: line.size });
        if (status === 'paid' || status === 'cod_confirmed') sold.set(key, (sold.get(key) ?? 0) + line.quantity);
        if (status === 'pending') held.set(key, (held.get(key) ?? 0) + line.quantity);
      }
      const stock = await readStock(restored);
      let stockMismatches = 0;
      for (const [key, seededRow] of seeded) {
        const row = stock.get(key);
        if (!row || row.quantity + (sold.get(key) ?? 0) !== seededRow.quantity || row.reserved !== (held.get(key) ?? 0))
          stockMismatches += 1;
      }
      expectThat(stock.size === seeded.size, `${label}: ${stock.size} stock rows restored, ${seeded.size} seeded`);
      expectThat(
        stockMismatches === 0,
        `${label}: ${stockMismatches} stock rows where seeded quantity is not shelf + sold, or held is not the pending orders' pieces`,
      );
      const piecesSold = [...sold.values()].reduce((a, b) => a + b, 0);
      expectThat(
        placed.length > 0 && beforeBackup.length > 0 && during > 0,
        `${label}: the drill placed too few orders (${beforeBackup.length} before, ${during} during the backup)`,
      );
      expectThat(errors.length === 0, `${label}: ${errors.length} orders failed: ${errors.slice(0, 3).join('; ')}`);

      const backupSize = fs
        .readdirSync(folder)
        .reduce((sum, file) => sum + fs.statSync(path.join(folder, file)).size, 0);
      console.log(
        [
          `restore drill, ${label}:`,
          `  ${BUYERS} buyers signed in in ${seconds(ready - started)} s (server start, migrate, seed included); ${placed.length} orders placed over HTTP (${placed.filter((order) => order.method === 'card').length} paid by card), ${errors.length} failed`,
          `  backup: ${seconds(backupWindow.end - backupWindow.start)} s (npm run db:backup, ${backupSize} bytes) while ${during} orders were in flight; ${beforeBackup.length} acknowledged before it, ${afterBackup.length} placed after it`,
          `  restore: ${seconds(restoreMs)} s into an empty ${dialect === 'sqlite' ? 'file' : 'database'}; a second restore over it refused (exit ${again.code})`,
          `  restored: ${orders.length - seededOrders} orders (${orders.length - seededOrders - beforeBackup.length} of them from during the backup), ${lines.length} lines, ${payments.length} payments; missing ${missing}, wrong status or payment ${unpaid}, never made ${invented}, from after the backup ${late}, totals off ${badTotals}, orphans ${orphans}`,
          `  stock: ${seeded.size} rows checked, ${piecesSold} pieces sold, ${[...held.values()].reduce((a, b) => a + b, 0)} held; ${stockMismatches} disagree`,
          `  drill: ${seconds(performance.now() - started)} s`,
        ].join('\n'),
      );
    } finally {
      await restored.db.destroy();
    }
  } finally {
    shop?.stop();
    await source.cleanup().catch(() => undefined);
    await target.cleanup().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const which = process.argv.includes('--database') ? process.argv[process.argv.indexOf('--database') + 1] : 'both';
  const dialects: DialectName[] =
    which === 'sqlite' ? ['sqlite'] : which === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
  const port = Number(process.env.DRILL_PORT ?? 3600);
  for (const dialect of dialects) await drill(dialect, port);
  if (failures.length > 0) {
    console.error(`restore drill FAILED:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('restore drill: every check passed');
  }
  process.exit();
}

main().catch((error: unknown) => {
  console.error(`restore drill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
