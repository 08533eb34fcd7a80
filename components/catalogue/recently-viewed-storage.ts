import { readStored, removeStored, writeStored } from '@/components/session/browser-storage';

/**
 * The products this browser viewed, newest first (docs/decisions/050): only their ids, in localStorage, never
 * sent anywhere but to ask the server for their cards. Names, pictures and prices always come from the server.
 */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewed';

/** How many are kept: the most GET /api/products-by-id/ answers at once (PRODUCTS_BY_ID_MAX, lib/contract). */
export const RECENTLY_VIEWED_MAX = 12;

function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The ids kept, newest first, each once; what is not a list of ids (edited, from an older shop) counts as none. */
export function readRecentlyViewed(): number[] {
  const stored = readStored(RECENTLY_VIEWED_STORAGE_KEY);
  if (stored === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter(isProductId))].slice(0, RECENTLY_VIEWED_MAX);
}

/** Puts a viewed product first (moved there when it was already kept), keeping the newest RECENTLY_VIEWED_MAX. */
export function recordRecentlyViewed(productId: number): number[] {
  const ids = [productId, ...readRecentlyViewed().filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
  writeStored(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(ids));
  return ids;
}

/** Forgets every viewed product. */
export function clearRecentlyViewed(): void {
  removeStored(RECENTLY_VIEWED_STORAGE_KEY);
}
