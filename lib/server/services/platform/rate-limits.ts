import 'server-only';
import { ApiError } from '../../../contract';
import { getDatabase } from '../../db/connection';
import { countHitWithinLimit, deleteEndedWindows, findWindowEnd } from './repositories/rate-limit-counters';

/** A limit: at most `limit` hits per key in a window of `windowMs` that opens at the key's first hit. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Where the counters live. Counting and checking are one atomic step, so a
 * limit holds across simultaneous requests and app instances. The database
 * store below is the default; a Redis one (INCR, PEXPIRE on the first hit)
 * can take its place behind getRateLimitStore().
 */
export interface RateLimitStore {
  hit(key: string, rule: RateLimit, now: Date): Promise<RateLimitDecision>;
}

/** Ended windows are swept at most this often per process; an ended window is harmless meanwhile. */
const SWEEP_EVERY_MS = 10 * 60_000;

export function createDatabaseRateLimitStore(): RateLimitStore {
  let lastSweep = 0;
  return {
    async hit(key, rule, now) {
      const { db } = await getDatabase();
      const nowIso = now.toISOString();
      if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = now.getTime();
        await deleteEndedWindows(db, nowIso);
      }
      const windowEnds = new Date(now.getTime() + rule.windowMs).toISOString();
      const count = await countHitWithinLimit(db, { key, limit: rule.limit, now: nowIso, windowEnds });
      if (count !== null) return { allowed: true, count };
      const end = await findWindowEnd(db, key);
      const remainingMs = end === undefined ? rule.windowMs : new Date(end).getTime() - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
  };
}

let store: RateLimitStore | undefined;

export function getRateLimitStore(): RateLimitStore {
  store ??= createDatabaseRateLimitStore();
  return store;
}

/**
 * Counts one hit of `key` against `rule`; refuses with 429, `message` (about
 * `field`, when given) and Retry-After when the window is full. Answers the
 * count after the hit.
 */
export async function enforceRateLimit(
  key: string,
  rule: RateLimit,
  message: string,
  options: { now?: Date; field?: string } = {},
): Promise<number> {
  const decision = await getRateLimitStore().hit(key, rule, options.now ?? new Date());
  if (!decision.allowed)
    throw new ApiError('too_many_requests', message, {
      field: options.field,
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  return decision.count;
}
