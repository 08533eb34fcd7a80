import { ORDER_PLACED_STORAGE_KEY } from './checkout-messages';

function sessionArea(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers, for the next page of this tab, that an order was just placed. */
export function markOrderPlaced(): void {
  try {
    sessionArea()?.setItem(ORDER_PLACED_STORAGE_KEY, '1');
  } catch {
    // Blocked storage: the order is placed all the same, only the banner is missed.
  }
}

/** Whether an order was just placed, without forgetting it. */
export function hasOrderPlaced(): boolean {
  try {
    return sessionArea()?.getItem(ORDER_PLACED_STORAGE_KEY) != null;
  } catch {
    return false;
  }
}

/** Reads the flag once: true if an order was just placed, and forgets it. */
export function takeOrderPlaced(): boolean {
  const storage = sessionArea();
  try {
    if (!storage || storage.getItem(ORDER_PLACED_STORAGE_KEY) === null) return false;
    storage.removeItem(ORDER_PLACED_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}
