/**
 * Cache tags expired across every instance of the shop (issue 14,
 * docs/decisions/023-several-instances.md).
 *
 * Each instance keeps its caches where it always did (Next's data and page
 * cache in its memory and .next/, the filter values in catalogue.ts); what is
 * shared is *when a tag expired*. expireTags() records the moment in this
 * process and, with REDIS_URL set, in a Redis hash and on a pub/sub channel;
 * every instance subscribes and expires the same tags in its own caches. An
 * instance that starts, or reconnects after Redis was away, first reads the
 * hash, so nothing it holds from before a change is served after it.
 *
 * Plain JavaScript because Next loads the cache handler (cache-handler.mjs)
 * outside its bundles while the services import this file inside them: two
 * copies of the module in one process, so the state lives on globalThis.
 */
import crypto from 'node:crypto';
import { createClient } from 'redis';

const CHANNEL = 'shop:cache:expired-tags';
const EXPIRED_TAGS_KEY = 'shop:cache:expired-tags';
/**
 * A page rendered from the old data but stored just after the change would
 * otherwise look newer than the change: every expiry is applied a second time
 * this much later, so such renders in flight are dropped too.
 */
const IN_FLIGHT_GRACE_MS = 1500;
const CONNECT_TIMEOUT_MS = 2000;

/**
 * @typedef {(tags: string[], at: number) => void} TagsExpiredListener
 * @typedef {{
 *   instanceId: string,
 *   expiredAt: Map<string, number>,
 *   listeners: Set<TagsExpiredListener>,
 *   publisher: Promise<import('redis').RedisClientType> | null,
 *   subscriber: Promise<void> | null,
 *   listening: import('redis').RedisClientType[],
 *   secondExpiries: Set<{ tags: string[], timer: NodeJS.Timeout }>,
 * }} SharedState
 */

const STATE_KEY = Symbol.for('jaipur-handcrafted.shared-invalidation');
/** @type {SharedState} */
const state = (globalThis[STATE_KEY] ??= {
  instanceId: crypto.randomUUID(),
  expiredAt: new Map(),
  listeners: new Set(),
  publisher: null,
  subscriber: null,
  listening: [],
  secondExpiries: new Set(),
});

/** The line lib/server/log.ts's logError writes (that module is TypeScript and server-only, out of reach here). */
function logError(message, error) {
  const detail = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    `${JSON.stringify({ level: 'error', time: new Date().toISOString(), message, error: detail })}\n`,
  );
}

/** When `tag` last expired in this process (0: never); a cache entry older than that is gone. */
export function tagExpiredAt(tag) {
  return state.expiredAt.get(tag) ?? 0;
}

/** Calls `listener(tags, at)` whenever tags expire in this process, from here or from another instance. */
export function onTagsExpired(listener) {
  state.listeners.add(listener);
}

function expireLocally(tags, at) {
  const newer = tags.filter((tag) => (state.expiredAt.get(tag) ?? 0) < at);
  if (newer.length === 0) return;
  for (const tag of newer) state.expiredAt.set(tag, at);
  for (const listener of state.listeners) listener(newer, at);
}

function expireLocallyWithGrace(tags) {
  expireLocally(tags, Date.now());
  const second = { tags, timer: setTimeout(() => applySecondExpiry(second), IN_FLIGHT_GRACE_MS).unref() };
  state.secondExpiries.add(second);
}

function applySecondExpiry(second) {
  state.secondExpiries.delete(second);
  clearTimeout(second.timer);
  expireLocally(second.tags, Date.now());
}

/** For tests: applies every second expiry still waiting now, instead of IN_FLIGHT_GRACE_MS later. */
export function applySecondExpiriesNowForTests() {
  for (const second of [...state.secondExpiries]) applySecondExpiry(second);
}

function redisUrl() {
  return process.env.REDIS_URL || undefined;
}

function connect(url, name) {
  // No offline queue: with Redis away a call fails at once instead of waiting.
  const client = createClient({ url, name, disableOfflineQueue: true, socket: { connectTimeout: CONNECT_TIMEOUT_MS } });
  client.on('error', (error) => logError(`redis (${name}): connection error`, error));
  return client;
}

function publisher(url) {
  state.publisher ??= connect(url, 'shop-cache-publisher')
    .connect()
    .catch((error) => {
      state.publisher = null;
      throw error;
    });
  return state.publisher;
}

/** Tells the other instances; this process has expired the tags already. */
async function shareTags(tags) {
  const url = redisUrl();
  if (!url || tags.length === 0) return;
  try {
    const client = await publisher(url);
    const at = String(Date.now());
    await client
      .multi()
      .hSet(EXPIRED_TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, at])))
      .publish(CHANNEL, JSON.stringify({ from: state.instanceId, tags }))
      .exec();
  } catch (error) {
    // The change itself is stored; other instances see it when their entries age out (CACHE_SECONDS).
    logError('cache invalidation not shared with the other instances', error);
  }
}

/**
 * Expires `tags` in this process at once and, with REDIS_URL set, in every
 * instance within about a second. Call it after the change is committed.
 */
export async function expireTags(tags) {
  expireLocallyWithGrace(tags);
  await shareTags(tags);
}

/** Shares tags this process has already expired through Next (revalidateTag in a route handler). */
export async function shareExpiredTags(tags) {
  await shareTags(tags);
}

/** Expirations recorded while this instance was not listening (started later, or Redis was away). */
async function catchUp(reader) {
  const recorded = await reader.hGetAll(EXPIRED_TAGS_KEY);
  for (const [tag, at] of Object.entries(recorded)) expireLocally([tag], Number(at));
}

/**
 * With REDIS_URL set, listens for the tags other instances expire (once per
 * process; Redis unreachable is logged and retried, never fatal). Without it,
 * nothing: one instance, its caches in memory.
 */
export function startSharedInvalidation() {
  const url = redisUrl();
  if (!url || state.subscriber) return state.subscriber ?? Promise.resolve();
  const reader = connect(url, 'shop-cache-reader');
  const subscriber = connect(url, 'shop-cache-subscriber');
  state.listening = [reader, subscriber];
  subscriber.on('ready', () => {
    reader
      .connect()
      .catch(() => undefined)
      .then(() => catchUp(reader))
      .catch((error) => logError('could not read the expired cache tags from redis', error));
  });
  state.subscriber = subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(CHANNEL, (message) => {
        try {
          const { from, tags } = JSON.parse(message);
          if (from !== state.instanceId && Array.isArray(tags))
            expireLocallyWithGrace(tags.filter((tag) => typeof tag === 'string'));
        } catch (error) {
          logError('unreadable cache invalidation message', error);
        }
      }),
    )
    .catch((error) => logError('could not subscribe to cache invalidations in redis', error));
  return state.subscriber;
}

/** Closes this process's Redis connections (tests and scripts, so they can exit). */
export async function stopSharedInvalidation() {
  const publisherClient = state.publisher;
  const listening = state.listening;
  state.publisher = null;
  state.subscriber = null;
  state.listening = [];
  if (publisherClient) await publisherClient.then((client) => client.quit()).catch(() => undefined);
  await Promise.all(
    listening.map((client) => (client.isOpen ? client.quit().catch(() => undefined) : client.destroy())),
  );
}
