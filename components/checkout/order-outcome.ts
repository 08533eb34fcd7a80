import { browserApi } from '@/lib/api/browser';
import type { CallOptions } from '@/lib/api/client';
import { isPaidOrderStatus, type OrderStatusName } from '@/lib/contract/order-status';

/** What the server says became of an order whose payment the browser could not confirm. */
export type OrderOutcome = 'paid' | 'pending' | 'failed' | 'unknown';

/** How often, and how far apart, the order's state is asked while the provider's report may still be on its way. */
export const ORDER_OUTCOME_TRIES = 4;
export const ORDER_OUTCOME_INTERVAL_MS = 1500;

function outcomeOf(status: OrderStatusName): OrderOutcome {
  if (isPaidOrderStatus(status)) return 'paid';
  return status === 'pending' ? 'pending' : 'failed';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a verify or capture call failed (a 500, a timeout, the network), the payment may still have gone
 * through: the provider's webhook can mark the order paid on its own (issue 34, item 2). So the browser asks the
 * server for the order's state, a few times while it is still pending, instead of guessing from its own failure.
 */
export async function askOrderOutcome(orderNumber: string, auth: CallOptions): Promise<OrderOutcome> {
  let outcome: OrderOutcome = 'unknown';
  for (let attempt = 0; attempt < ORDER_OUTCOME_TRIES; attempt += 1) {
    if (attempt > 0) await pause(ORDER_OUTCOME_INTERVAL_MS);
    try {
      const { data } = await browserApi.getOrderDetail({ order_id: orderNumber }, auth);
      outcome = outcomeOf(data.status);
    } catch (cause) {
      console.error('Checkout: reading the order after a failed confirmation failed', cause);
      outcome = 'unknown';
    }
    if (outcome === 'paid' || outcome === 'failed') return outcome;
  }
  return outcome;
}
