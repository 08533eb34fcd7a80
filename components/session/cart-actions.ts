import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { Cart, CartItem } from '@/lib/contract/cart';
import type { Currency } from '@/lib/money';
import { CART_ID_STORAGE_KEY, TOKEN_STORAGE_KEY, readStored } from './browser-storage';
import { CART_ADD_FAILED, CART_QUANTITY_FAILED, CART_REMOVE_FAILED, CART_SESSION_EXPIRED } from './session-messages';

/**
 * What the product page hands to the cart. The prices shown go with it as the spec's body has them
 * (offer_price, mrp), for the record only: the server prices every line from the catalogue (DEVIATIONS 11).
 */
export interface AddToCartInput {
  product_pk: number;
  size: string;
  quantity: number;
  offer_price: number;
  mrp: number;
}

/** On success, `cart` is the cart the server answered (its lines, count and subtotal, in its currency). */
export type CartActionResult = { ok: true; message: string; cart?: Cart } | { ok: false; message: string };

/** The SWR key of the session's cart: its token, its guest cart id, the currency it is priced in. */
export type CartKey = readonly ['session-cart', string | null, string | null, Currency];

/**
 * The cart's three actions (add, remove, set a quantity), loaded with the cart's SWR half
 * (components/session/cart-sync-loader.ts) rather than with every page: the session provider's callbacks call
 * them with what they need of the session.
 */
export interface CartActionSession {
  /** The currency prices show in: the cart is priced in it. */
  currency: Currency;
  /** Shows the cart the server answered at once, stores its id, then fetches it again. */
  adoptCart: (cartId: string, cart: Cart) => Promise<void>;
  /** The server no longer accepts the stored token: the session forgets it, as a logout would. */
  forgetToken: () => void;
  /** The server no longer has the stored guest cart (merged at a login elsewhere): the session forgets its id. */
  forgetCartId: () => void;
  /** Fetches again the cart of this token and cart id (its stock changed meanwhile). */
  refetchCart: (token: string | null, cartId: string | null) => void;
}

/** SWR's fetcher of the cart (cart-sync.tsx): the cart of the key's token or cart id, priced in its currency. */
export async function fetchCart([, token, cartId, currency]: CartKey, session: CartActionSession): Promise<Cart> {
  try {
    return await browserApi.getCartItems({ cart_id: cartId ?? undefined, currency }, { token });
  } catch (error) {
    console.error('Cart: loading the cart failed', error);
    if (isApiError(error)) {
      // A token the server no longer knows (expired, revoked) is dropped, like a logout.
      if (error.status === 401 && token && readStored(TOKEN_STORAGE_KEY) === token) session.forgetToken();
      // A guest cart that is gone (merged at a login elsewhere) is forgotten.
      if (error.status === 404 && !token && cartId && readStored(CART_ID_STORAGE_KEY) === cartId)
        session.forgetCartId();
    }
    throw error;
  }
}

/** "Could not add to cart. Please try again." with the server's reason: "Could not add to cart: only 3 left in stock." */
function withReason(failed: string, reason: string): string {
  return `${failed.replace(/\. Please try again\.$/, '')}: ${reason.replace(/\.$/, '')}.`;
}

function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 401) return CART_SESSION_EXPIRED;
    const detail = error.errors?.[0]?.message;
    if (error.status === 400 && detail) return withReason(fallback, detail);
  }
  return fallback;
}

/** What the cart's write calls answer: their message, the cart's id and the cart as the server priced it. */
interface CartAnswer {
  message: string;
  cart_id: string;
  data: Cart;
}

/**
 * One write to the cart: sends it with the stored token and cart id, then shows the cart the server answered. A
 * failure is logged (`doing`) and answered with `failed` (a refused token is forgotten first); `refused` may
 * answer a failure itself. With `needsCart`, a browser holding neither a token nor a cart id has nothing to
 * change.
 */
async function writeCart(
  session: CartActionSession,
  { doing, failed, needsCart }: { doing: string; failed: string; needsCart: boolean },
  send: (token: string | null, cartId: string | null) => Promise<CartAnswer>,
  refused?: (error: unknown, token: string | null, cartId: string | null) => string | null,
): Promise<CartActionResult> {
  const currentToken = readStored(TOKEN_STORAGE_KEY);
  const currentCartId = readStored(CART_ID_STORAGE_KEY);
  if (needsCart && !currentToken && !currentCartId) return { ok: false, message: failed };
  try {
    const answer = await send(currentToken, currentCartId);
    await session.adoptCart(answer.cart_id, answer.data);
    return { ok: true, message: answer.message, cart: answer.data };
  } catch (error) {
    console.error(`Cart: ${doing} failed`, error);
    if (isApiError(error) && error.status === 401 && readStored(TOKEN_STORAGE_KEY)) session.forgetToken();
    return { ok: false, message: refused?.(error, currentToken, currentCartId) ?? failureMessage(error, failed) };
  }
}

export function addCartLine(
  { product_pk, size, quantity, offer_price, mrp }: AddToCartInput,
  session: CartActionSession,
): Promise<CartActionResult> {
  return writeCart(
    session,
    { doing: 'adding to the cart', failed: CART_ADD_FAILED, needsCart: false },
    (token, cartId) =>
      browserApi.addCartItem(
        // The spec's body always carries cart_id: null until the server has given one.
        {
          product_pk,
          size,
          quantity,
          offer_price,
          mrp,
          is_direct_buy: false,
          cart_id: cartId,
          currency: session.currency,
        },
        { token },
      ),
  );
}

export function removeCartLine(
  item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy' | 'offer_price' | 'mrp'>,
  session: CartActionSession,
): Promise<CartActionResult> {
  // A signed-in cart is found by its token, so the token always goes with a remove.
  return writeCart(
    session,
    { doing: 'removing from the cart', failed: CART_REMOVE_FAILED, needsCart: true },
    (token, cartId) =>
      browserApi.removeCartItem(
        {
          product_pk: item.product_pk,
          size: item.size,
          offer_price: item.offer_price,
          mrp: item.mrp,
          is_direct_buy: item.is_direct_buy,
          cart_id: cartId,
        },
        { token },
      ),
  );
}

export function setCartLineQuantity(
  item: Pick<CartItem, 'product_pk' | 'size' | 'is_direct_buy'>,
  quantity: number,
  session: CartActionSession,
): Promise<CartActionResult> {
  return writeCart(
    session,
    { doing: 'changing the quantity', failed: CART_QUANTITY_FAILED, needsCart: true },
    (token, cartId) =>
      browserApi.updateCartItem(
        {
          product_pk: item.product_pk,
          size: item.size,
          quantity,
          is_direct_buy: item.is_direct_buy,
          cart_id: cartId ?? undefined,
        },
        { token },
      ),
    (error, token, cartId) => {
      // Stock changed meanwhile: the cart shows what is there now, and a refusal says what stock allows.
      if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) return null;
      session.refetchCart(token, cartId);
      const detail = error.errors?.[0]?.message;
      return error.status === 409 && detail ? withReason(CART_QUANTITY_FAILED, detail) : null;
    },
  );
}
