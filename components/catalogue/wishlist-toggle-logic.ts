import { mergeGuestWishlist } from '@/components/wishlist/merge-guest-wishlist';
import { readGuestWishlist, setGuestWished } from '@/components/wishlist/guest-wishlist';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { Currency } from '@/lib/money';
import { WISHLIST_TOGGLE_FAILED } from './wishlist-toggle-labels';
import { WISHLIST_GUEST_FULL, WISHLIST_GUEST_REMOVED, WISHLIST_GUEST_SAVED } from './wishlist-toggle-messages';

/**
 * What the product page's heart does (issue 31, item 11), in a chunk of its own loaded after the page is up:
 * a signed-in shopper's list is the account's (the server's answer decides), a guest's is this browser's.
 */
export async function readWished(productId: number, token: string | null, currency: Currency): Promise<boolean> {
  if (!token) return readGuestWishlist().includes(productId);
  // Just signed in: the guest's list reaches the account first, so the heart shows what it will hold.
  await mergeGuestWishlist(token, currency).catch(() => null);
  const answer = await browserApi.getWishlist({ product_pk: productId, currency }, { token });
  return answer.data.some((item) => item.product_pk === productId);
}

export type WishOutcome = { ok: true; wished: boolean; message: string } | { ok: false; message: string };

export async function setWished(
  productId: number,
  wished: boolean,
  token: string | null,
  currency: Currency,
): Promise<WishOutcome> {
  if (!token) {
    if (!setGuestWished(productId, wished)) return { ok: false, message: WISHLIST_GUEST_FULL };
    return { ok: true, wished, message: wished ? WISHLIST_GUEST_SAVED : WISHLIST_GUEST_REMOVED };
  }
  try {
    const answer = wished
      ? await browserApi.addToWishlist({ product_pk: productId, currency }, { token })
      : await browserApi.removeFromWishlist({ product_pk: productId, currency }, { token });
    return { ok: true, wished: answer.data.some((item) => item.product_pk === productId), message: answer.message };
  } catch (error) {
    console.error('Wish list: changing it failed', error);
    const detail = isApiError(error) && error.status === 400 ? error.errors?.[0]?.message : undefined;
    return { ok: false, message: detail ? `This product ${detail}.` : WISHLIST_TOGGLE_FAILED };
  }
}
