import { browserApi } from '@/lib/api/browser';
import type { Currency } from '@/lib/money';
import type { Wishlist } from '@/lib/contract/wishlist';
import { forgetGuestWishlist, readGuestWishlist } from './guest-wishlist';

let inFlight: { token: string; merge: Promise<Wishlist | null> } | null = null;

/**
 * Sends a guest's wish list (this browser's) to the signed-in account's once (POST /api/wishlist/merge/) and
 * forgets it when the server has it; answers the account's list then, or null when there was nothing to send.
 * Calls made while one is on its way share it (the session after sign-in, the wish list page, the heart). A
 * failed merge keeps the guest's list for the next page; the merge is idempotent, so sending twice is harmless.
 */
export function mergeGuestWishlist(token: string, currency: Currency): Promise<Wishlist | null> {
  if (inFlight?.token === token) return inFlight.merge;
  const ids = readGuestWishlist();
  if (ids.length === 0) return Promise.resolve(null);
  const merge = browserApi.mergeWishlist({ product_pks: ids, currency }, { token }).then((answer) => {
    forgetGuestWishlist(ids);
    return answer;
  });
  const entry = { token, merge };
  inFlight = entry;
  merge
    .catch((error: unknown) => console.error('Wish list: merging the guest list failed', error))
    .finally(() => {
      if (inFlight === entry) inFlight = null;
    });
  return merge;
}
