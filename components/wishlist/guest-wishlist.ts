import {
  WISHLIST_STORAGE_KEY,
  announceStorageChange,
  readStored,
  removeStored,
  writeStored,
} from '@/components/session/browser-storage';
import { WISHLIST_MAX_ITEMS } from '@/lib/contract/wishlist-limits';

/**
 * A guest's wish list (issue 31, item 11; docs/decisions/049-wish-list.md): product ids only, oldest first, in
 * localStorage under WISHLIST_STORAGE_KEY. The server judges them at sign-in (the merge), so anything odd
 * found here (not a list, not ids) is simply dropped.
 */
export function readGuestWishlist(): number[] {
  const raw = readStored(WISHLIST_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
    return [...new Set(ids)].slice(-WISHLIST_MAX_ITEMS);
  } catch {
    return [];
  }
}

function writeGuestWishlist(ids: number[]): void {
  const previous = readStored(WISHLIST_STORAGE_KEY);
  const next = ids.length > 0 ? JSON.stringify(ids) : null;
  if (next) writeStored(WISHLIST_STORAGE_KEY, next);
  else removeStored(WISHLIST_STORAGE_KEY);
  announceStorageChange(WISHLIST_STORAGE_KEY, previous, next);
}

/** Adds (newest last) or removes a product; answers false when the list is full and the product is not in it. */
export function setGuestWished(productId: number, wished: boolean): boolean {
  const ids = readGuestWishlist().filter((id) => id !== productId);
  if (wished && ids.length >= WISHLIST_MAX_ITEMS) return false;
  writeGuestWishlist(wished ? [...ids, productId] : ids);
  return true;
}

/** Forgets the products the account now holds; any the guest added meanwhile stay for the next merge. */
export function forgetGuestWishlist(sent: number[]): void {
  const sentIds = new Set(sent);
  writeGuestWishlist(readGuestWishlist().filter((id) => !sentIds.has(id)));
}
