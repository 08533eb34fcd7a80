import 'server-only';
import { after } from 'next/server';

/**
 * The DeferWork of a request (RequestContext.defer): Next runs the task once
 * the answer is sent. after() refuses outside a request scope (a test calling
 * a route handler directly); there the task is done before answering, which
 * is what a caller without a request gets anyway.
 */
export async function deferAfterResponse(task: () => Promise<void>): Promise<void> {
  try {
    after(task);
  } catch {
    await task();
  }
}
