/**
 * The two loads of the checkout section (bench/checkout.ts): rounds of
 * concurrent orders for throughput, and the flash sale.
 */
import { ApiError } from '../../lib/contract';
import { createOrder } from '../../lib/server/services/orders/orders';
import {
  checkout,
  countLiveOrders,
  fillCart,
  inBatches,
  orderBody,
  payByCard,
  readStock,
  SETUP_PARALLEL,
  signInBuyers,
  stockSizes,
  type Buyer,
  type Method,
  type StockSize,
} from './checkout-buyers';
import type { DatabaseKind, Overlap, Target } from './checkout-targets';
import { round, summarize } from './stats';
import { firstItem, itemAt } from '../../lib/list';

export const FLASH_UNITS = 10;
export const FLASH_BUYERS = 200;

/** What one call ended in: done, refused with a clean 4xx ApiError, or failed (5xx or an unexpected error, what a route would answer 500 to). */
type Outcome =
  | { kind: 'ok'; ms: number }
  | { kind: 'refused'; status: number; message: string; ms: number }
  | { kind: 'failed'; message: string; ms: number };

export function elapsedMs(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function settle(call: () => Promise<unknown>): Promise<Outcome> {
  const start = process.hrtime.bigint();
  try {
    await call();
    return { kind: 'ok', ms: elapsedMs(start) };
  } catch (error) {
    const ms = elapsedMs(start);
    if (error instanceof ApiError && error.status < 500)
      return { kind: 'refused', status: error.status, message: error.message, ms };
    return { kind: 'failed', message: error instanceof Error ? `${error.name}: ${error.message}` : String(error), ms };
  }
}

/* ------------------------------------------------------------ part 1: throughput */

export interface ThroughputRow {
  database: DatabaseKind;
  method: Method;
  buyers: number;
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p95: number;
  refused: number;
  failed: number;
}

/**
 * Rounds of: every buyer fills a cart (untimed), then all place their order
 * at once (timed). Orders per second = orders over the summed wall time of
 * the ordering phases; latency is each customer's own createOrder call
 * (for the card path: createOrder, the sandbox payment and verify-payment).
 */
export async function measureThroughput(
  target: Target,
  buyers: Buyer[],
  sizes: StockSize[],
  method: Method,
  concurrency: number,
  rounds: number,
): Promise<ThroughputRow & { failures: string[] }> {
  const group = buyers.slice(0, concurrency);
  const latencies: number[] = [];
  const failures: string[] = [];
  let wallMs = 0;
  let refused = 0;
  let failed = 0;
  for (let r = 0; r < rounds; r += 1) {
    const subtotals = await Promise.all(
      group.map((buyer, b) => fillCart(buyer, itemAt(sizes, (b * 7 + r) % sizes.length))),
    );
    const start = process.hrtime.bigint();
    const outcomes = await Promise.all(
      group.map((buyer, b) => settle(() => checkout(buyer, method, itemAt(subtotals, b)))),
    );
    wallMs += elapsedMs(start);
    for (const outcome of outcomes) {
      if (outcome.kind === 'ok') latencies.push(outcome.ms);
      else if (outcome.kind === 'refused') {
        refused += 1;
        failures.push(`${outcome.status} ${outcome.message}`);
      } else {
        failed += 1;
        failures.push(outcome.message);
      }
    }
  }
  const stats = summarize(latencies);
  return {
    database: target.kind,
    method,
    buyers: concurrency,
    orders: latencies.length,
    ordersPerSecond: round(latencies.length / (wallMs / 1000), 1),
    p50: round(stats.p50, 1),
    p95: round(stats.p95, 1),
    refused,
    failed,
    failures,
  };
}

/* ------------------------------------------------------------ part 2: flash sale */

export interface FlashRun {
  database: DatabaseKind;
  method: Method;
  pool: string;
  buyers: number;
  orders: number;
  refused409: number;
  refusedOther: number;
  failed: number;
  quantity: number;
  reserved: number;
  liveOrders: number;
  soldPieces: number;
  wallMs: number;
  p95: number;
  overlap: Overlap | null;
  messages: Record<string, number>;
}

/**
 * 200 customers, each holding the one piece in the cart, order at the same
 * moment. On the card path the 10 winners then pay, so the held pieces
 * leave the shelf as they do for cash on delivery.
 */
export async function runFlashSale(
  target: Target,
  outbox: string,
  method: Method,
  pool: string,
  skip: number,
): Promise<FlashRun> {
  const { db } = target.database;
  const size = firstItem(await stockSizes(db, 1, FLASH_BUYERS, skip));
  const buyers = await signInBuyers(FLASH_BUYERS, outbox);
  // Everyone puts the piece in the cart while there are 200 of it, then the shelf drops to 10: the sale opens.
  const subtotals = await inBatches(buyers, SETUP_PARALLEL, (buyer) => fillCart(buyer, size));
  await db
    .updateTable('product_stock')
    .set({ quantity: FLASH_UNITS, reserved: 0 })
    .where('product_id', '=', size.productId)
    .where('size', '=', size.size)
    .execute();

  const placed: { buyer: Buyer; answer: Awaited<ReturnType<typeof createOrder>> }[] = [];
  const sale = async () => {
    const start = process.hrtime.bigint();
    const outcomes = await Promise.all(
      buyers.map((buyer, b) =>
        settle(async () => {
          placed.push({ buyer, answer: await createOrder(orderBody(method, itemAt(subtotals, b)), buyer.context) });
        }),
      ),
    );
    return { outcomes, wallMs: elapsedMs(start) };
  };
  const { result, overlap } = target.watch ? await target.watch(sale) : { result: await sale(), overlap: null };
  const { outcomes, wallMs } = result;

  const messages: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.kind === 'ok') continue;
    const key = outcome.kind === 'refused' ? `${outcome.status} ${outcome.message}` : `failed: ${outcome.message}`;
    messages[key] = (messages[key] ?? 0) + 1;
  }
  let failedPayments = 0;
  if (method === 'card') {
    for (const { buyer, answer } of placed) {
      const paid = await settle(async () => {
        if (!('data' in answer)) throw new Error(`The card path answered ${answer.payment_method}`);
        await payByCard(buyer, answer);
      });
      if (paid.kind !== 'ok') {
        failedPayments += 1;
        const key = `payment failed: ${paid.message}`;
        messages[key] = (messages[key] ?? 0) + 1;
      }
    }
  }
  const stockLeft = await readStock(db, size);
  const live = await countLiveOrders(db, size);
  return {
    database: target.kind,
    method,
    pool,
    buyers: buyers.length,
    orders: outcomes.filter((outcome) => outcome.kind === 'ok').length,
    refused409: outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.status === 409).length,
    refusedOther: outcomes.filter((outcome) => outcome.kind === 'refused' && outcome.status !== 409).length,
    failed: outcomes.filter((outcome) => outcome.kind === 'failed').length + failedPayments,
    quantity: stockLeft.quantity,
    reserved: stockLeft.reserved,
    liveOrders: live.orders,
    soldPieces: live.pieces,
    wallMs: round(wallMs, 1),
    p95: round(summarize(outcomes.map((outcome) => outcome.ms)).p95, 1),
    overlap,
    messages,
  };
}
