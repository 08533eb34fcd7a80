'use client';
import { useCallback, useEffect, useState } from 'react';
import { useOptionalSession } from '@/components/session/session-provider';
import { Toast } from '@/components/ui/toast';
import { WISHLIST_TOGGLE_FAILED, wishlistToggleLabel } from './wishlist-toggle-labels';
import styles from './wishlist-toggle.module.css';

/** What the heart does loads after the page is up (its own chunk), never with the page's first scripts. */
const loadLogic = () => import('./wishlist-toggle-logic');

/**
 * The product page's heart (issue 31, item 11; docs/decisions/049-wish-list.md): a toggle button named
 * "Add {product} to wish list" whose pressed state says whether the product is in the shopper's wish list
 * (the account's when signed in, else this browser's). The name stays the same when pressed, as a toggle's
 * should; the outcome is said in a toast (a polite live region).
 */
export function WishlistToggle({ productId, productName }: { productId: number; productName: string }) {
  const session = useOptionalSession();
  const ready = session?.ready ?? true;
  const token = session?.token ?? null;
  const currency = session?.currency ?? 'USD';
  const [wished, setWished] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    loadLogic()
      .then((logic) => logic.readWished(productId, token, currency))
      .then(
        (value) => {
          if (live) setWished(value);
        },
        (error: unknown) => console.error('Wish list: reading it failed', error),
      );
    return () => {
      live = false;
    };
  }, [ready, productId, token, currency]);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      const logic = await loadLogic();
      // What the shopper sees decides: adding one already listed, or removing one not listed, changes nothing.
      const outcome = await logic.setWished(productId, !wished, token, currency);
      if (outcome.ok) setWished(outcome.wished);
      setNotice(outcome);
    } catch (error) {
      console.error('Wish list: loading its code failed', error);
      setNotice({ ok: false, message: WISHLIST_TOGGLE_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={wished}
        aria-label={wishlistToggleLabel(productName)}
        aria-disabled={busy || undefined}
        onClick={() => void toggle()}
      >
        <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
          <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
        </svg>
      </button>
      <Toast
        message={notice?.message ?? null}
        tone={notice?.ok === false ? 'error' : 'success'}
        onClose={closeNotice}
      />
    </>
  );
}
