import { ORDER_PLACED_STORAGE_KEY } from './order-placed-messages';

function sessionArea(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers, for the next page of this tab, that an order (its number) was just placed. */
export function markOrderPlaced(orderNumber: string): void {
  try {
    sessionArea()?.setItem(ORDER_PLACED_STORAGE_KEY, orderNumber);
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

/** Reads the flag once: the number of the order just placed ('' when unknown), or null; and forgets it. */
export function takeOrderPlaced(): string | null {
  const storage = sessionArea();
  try {
    const orderNumber = storage?.getItem(ORDER_PLACED_STORAGE_KEY) ?? null;
    if (!storage || orderNumber === null) return null;
    storage.removeItem(ORDER_PLACED_STORAGE_KEY);
    // '1' is what an older page of this tab wrote: a flag without a number.
    return orderNumber === '1' ? '' : orderNumber;
  } catch {
    return null;
  }
}
