'use client';
import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { AccountMessage } from '@/components/account/account-message';
import { loginPathReturningTo, useSession } from '@/components/session/session-provider';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/form-controls';
import Link from '@/components/ui/link';
import { PillLink } from '@/components/ui/pill-link';
import { readGuestWishlist } from '@/components/wishlist/guest-wishlist';
import { mergeGuestWishlist } from '@/components/wishlist/merge-guest-wishlist';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { Wishlist, WishlistItem } from '@/lib/contract/wishlist';
import { formatPrice, type Currency } from '@/lib/money';
import {
  WISHLIST_ADD_TO_CART,
  WISHLIST_EMPTY,
  WISHLIST_FAILED,
  WISHLIST_IN_STOCK,
  WISHLIST_LOADING,
  WISHLIST_LOGIN_LINK,
  WISHLIST_LOGIN_PROMPT,
  WISHLIST_REMOVE,
  WISHLIST_REMOVE_FAILED,
  WISHLIST_SHOP_LINK,
  WISHLIST_SIZE_LABEL,
  WISHLIST_SOLD_OUT,
  addToCartLabel,
  removeFromWishlistLabel,
  wishlistGuestSavedText,
} from './wishlist-messages';
import styles from './wishlist-view.module.css';

type WishlistKey = readonly ['wishlist', string, Currency];

/** The account's list; a guest list this browser still holds goes to the account first (just signed in). */
async function fetchWishlist([, token, currency]: WishlistKey): Promise<Wishlist> {
  await mergeGuestWishlist(token, currency).catch(() => null);
  return browserApi.getWishlist({ currency }, { token });
}

function LoginPrompt() {
  const [saved] = useState(() => readGuestWishlist().length);
  return (
    <AccountMessage>
      <p>{WISHLIST_LOGIN_PROMPT}</p>
      {saved > 0 ? <p>{wishlistGuestSavedText(saved)}</p> : null}
      <PillLink href={loginPathReturningTo('/account/wishlist')}>{WISHLIST_LOGIN_LINK}</PillLink>
    </AccountMessage>
  );
}

/**
 * The signed-in shopper's wish list (issue 31, item 11; GET /api/wishlist/ with the token), newest first, as
 * the server prices and judges it today: picture, name (the link to the product), price (the MRP struck
 * through when on sale), in stock or sold out, Add to cart with a size for what is in stock, and Remove.
 * After a remove, focus goes to the status line that says what happened (the product's row is gone).
 */
export function WishlistView() {
  const { ready, token, currency } = useSession();
  const key: WishlistKey | null = ready && token ? ['wishlist', token, currency] : null;
  const { data, error, isLoading, mutate } = useSWR(key, fetchWishlist, { shouldRetryOnError: false });
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const statusLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusRequests > 0) statusLine.current?.focus();
  }, [focusRequests]);

  async function remove(item: WishlistItem) {
    if (!token) return;
    try {
      const answer = await browserApi.removeFromWishlist({ product_pk: item.product_pk, currency }, { token });
      await mutate(answer, { revalidate: false });
      setStatus({ ok: true, message: `${item.product_name}: ${answer.message}` });
    } catch (failure) {
      console.error('Wish list: removing a product failed', failure);
      setStatus({ ok: false, message: WISHLIST_REMOVE_FAILED });
    }
    setFocusRequests((count) => count + 1);
  }

  if (!ready) return <AccountMessage role="status">{WISHLIST_LOADING}</AccountMessage>;
  if (!token || (isApiError(error) && error.status === 401)) return <LoginPrompt />;
  if (error) {
    return (
      <AccountMessage>
        <p role="alert" data-tone="error">
          {WISHLIST_FAILED}
        </p>
      </AccountMessage>
    );
  }
  if (isLoading || !data) return <AccountMessage role="status">{WISHLIST_LOADING}</AccountMessage>;

  return (
    <div className={styles.wishlist}>
      <Alert tone={status?.ok === false ? 'error' : 'success'} tabIndex={-1} ref={statusLine}>
        {status?.message}
      </Alert>
      {data.data.length === 0 ? (
        <AccountMessage>
          <p>{WISHLIST_EMPTY}</p>
          <PillLink href="/">{WISHLIST_SHOP_LINK}</PillLink>
        </AccountMessage>
      ) : (
        <ul className={styles.items} aria-labelledby="wishlist-heading">
          {data.data.map((item) => (
            <li key={item.product_pk}>
              <WishlistEntry item={item} currency={data.currency} onRemove={() => remove(item)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WishlistEntry({
  item,
  currency,
  onRemove,
}: {
  item: WishlistItem;
  currency: Currency;
  onRemove: () => Promise<void>;
}) {
  const { addToCart } = useSession();
  const sizeId = useId();
  const [size, setSize] = useState(item.sizes_in_stock[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<{ ok: boolean; message: string } | null>(null);
  const href = `/product/${item.product_pk}`;
  // The size picked may have sold out since the list was read: the first size still free is offered.
  const chosen = item.sizes_in_stock.includes(size) ? size : (item.sizes_in_stock[0] ?? '');

  async function add() {
    if (busy || !chosen) return;
    setBusy(true);
    const result = await addToCart({
      product_pk: item.product_pk,
      size: chosen,
      quantity: 1,
      offer_price: item.offer_price,
      mrp: item.mrp,
    });
    setAdded(result);
    setBusy(false);
  }

  return (
    <article className={styles.entry}>
      <Link href={href} tabIndex={-1} aria-hidden="true" className={styles.picture}>
        {item.main_image ? <Image src={item.main_image} alt="" fill sizes="96px" /> : null}
      </Link>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link href={href}>{item.product_name}</Link>
        </h2>
        <p className={styles.prices}>
          <span className={styles.price}>
            <span className="visually-hidden">Price </span>
            {formatPrice(item.offer_price, currency)}
          </span>
          {item.on_sale ? (
            <del className={styles.was}>
              <span className="visually-hidden">Was </span>
              {formatPrice(item.mrp, currency)}
            </del>
          ) : null}
        </p>
        <p className={styles.stock} data-stock={item.in_stock ? 'in' : 'out'}>
          {item.in_stock ? WISHLIST_IN_STOCK : WISHLIST_SOLD_OUT}
        </p>
        <div className={styles.actions}>
          {item.in_stock ? (
            <>
              <div className={styles.size}>
                <label htmlFor={sizeId}>
                  {WISHLIST_SIZE_LABEL}
                  <span className="visually-hidden"> of {item.product_name}</span>
                </label>
                <Select
                  id={sizeId}
                  className={styles.sizeSelect}
                  value={chosen}
                  onChange={(event) => setSize(event.target.value)}
                >
                  {item.sizes_in_stock.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </Select>
              </div>
              <button
                type="button"
                className={styles.add}
                aria-label={addToCartLabel(item.product_name)}
                aria-disabled={busy || undefined}
                onClick={() => void add()}
              >
                {WISHLIST_ADD_TO_CART}
              </button>
            </>
          ) : null}
          <button
            type="button"
            className={styles.remove}
            aria-label={removeFromWishlistLabel(item.product_name)}
            onClick={() => void onRemove()}
          >
            {WISHLIST_REMOVE}
          </button>
        </div>
        <Alert tone={added?.ok === false ? 'error' : 'success'}>{added?.message}</Alert>
      </div>
    </article>
  );
}
