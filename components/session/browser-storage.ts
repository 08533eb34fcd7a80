/**
 * Web storage access for the session. Storage may be missing (server
 * rendering) or throw (blocked cookies, private mode), so every access is
 * guarded. Writes made here fire a `storage` event in this tab too: browsers
 * fire it only in the other tabs, and the session listens to one event for both.
 */

/** The session token, kept in both localStorage and sessionStorage (spec section 3). */
export const TOKEN_STORAGE_KEY = 'token';
/** The cart's public id, kept in localStorage (spec section 3). */
export const CART_ID_STORAGE_KEY = 'cartId';
/** The promo code the shopper applied, kept until the order or its removal (the server decides its discount each time). */
export const PROMO_CODE_STORAGE_KEY = 'promoCode';
/** A guest's wish list: product ids, oldest first, as JSON; sent to the account once signed in (components/wishlist). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

type Area = 'local' | 'session';

function storageArea(area: Area): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function localStore(): Storage | undefined {
  return storageArea('local');
}

export function readStored(key: string, area: Area = 'local'): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, area: Area = 'local'): void {
  try {
    storageArea(area)?.setItem(key, value);
  } catch {
    // Storage is full or blocked: this page still works, the next one forgets.
  }
}

export function removeStored(key: string, area: Area = 'local'): void {
  try {
    storageArea(area)?.removeItem(key);
  } catch {
    // Nothing to remove from a blocked storage.
  }
}

/** Tells this tab's listeners that `key` changed in localStorage. */
export function announceStorageChange(key: string, oldValue: string | null, newValue: string | null): void {
  if (typeof window === 'undefined') return;
  let event: Event;
  try {
    event = new StorageEvent('storage', {
      key,
      oldValue,
      newValue,
      storageArea: localStore() ?? null,
      url: window.location.href,
    });
  } catch {
    event = new Event('storage');
  }
  window.dispatchEvent(event);
}

/** Subscribes to storage changes from this tab and the others (for useSyncExternalStore). */
export function subscribeToStorage(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
