'use client';
import { useRef, useState, type ComponentType } from 'react';
import type { CartPanelProps } from '@/components/cart/cart-panel';
import { useSession } from '@/components/session/session-provider';
import { Alert } from '@/components/ui/alert';
import { PillButton } from '@/components/ui/pill-link';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { BuyAgainAnswer } from '@/lib/contract/buy-again';
import { BUY_AGAIN_BUSY, BUY_AGAIN_FAILED, BUY_AGAIN_LABEL, BUY_AGAIN_NOT_ADDED } from './orders-messages';
import styles from './buy-again-button.module.css';

// The cart panel's code loads when Buy again is pressed, as on the product page.
const loadCartPanel = () => import('@/components/cart/cart-panel');

type Outcome =
  | { ok: true; answer: BuyAgainAnswer; Panel: ComponentType<CartPanelProps> | null; panelOpen: boolean }
  | { ok: false; message: string };

/**
 * "Buy again" under one of the shopper's orders (issue 31, item 11): the server puts the order's lines back in
 * the cart at today's prices (POST /api/buy-again/) and says what it could not add and why. The session's cart
 * is fetched again (the header's count), the cart panel opens with the cart's count and subtotal and the way
 * on to the cart, and a status message beside the button keeps the server's answer after the panel closes.
 */
export function BuyAgainButton({ orderNumber }: { orderNumber: string }) {
  const { token, currency, refreshCart } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  async function buyAgain() {
    if (busy || !token) return;
    setBusy(true);
    const panelCode = loadCartPanel();
    panelCode.catch(() => undefined);
    try {
      const answer = await browserApi.buyAgain({ order_id: orderNumber, currency }, { token });
      await refreshCart();
      let Panel: ComponentType<CartPanelProps> | null = null;
      try {
        Panel = (await panelCode).CartPanel;
      } catch (error) {
        // The panel's code did not load (offline): the status message beside the button says it all.
        console.error('Buy again: loading the cart panel failed', error);
      }
      setOutcome({ ok: true, answer, Panel, panelOpen: answer.added.length > 0 });
    } catch (error) {
      setOutcome({ ok: false, message: isApiError(error) && error.forShopper ? error.message : BUY_AGAIN_FAILED });
    } finally {
      setBusy(false);
    }
  }

  const answer = outcome?.ok ? outcome.answer : null;
  const notes = answer ? answer.unavailable.map((line) => line.message) : [];
  return (
    <div className={styles.buyAgain}>
      <PillButton ref={button} type="button" aria-disabled={busy} onClick={() => void buyAgain()}>
        {busy ? BUY_AGAIN_BUSY : BUY_AGAIN_LABEL}
      </PillButton>
      <Alert tone="success" element="div">
        {answer ? (
          <>
            <p>{answer.message}</p>
            {notes.length > 0 ? (
              <>
                <p>{BUY_AGAIN_NOT_ADDED}</p>
                <ul>
                  {notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </Alert>
      {outcome && !outcome.ok ? <Alert>{outcome.message}</Alert> : null}
      {outcome?.ok && outcome.panelOpen && outcome.Panel && answer ? (
        <outcome.Panel
          message={answer.message}
          line={undefined}
          count={answer.data.count}
          subtotal={answer.data.subtotal}
          currency={answer.data.currency}
          signedIn
          opener={button}
          notes={notes}
          onClose={() => setOutcome({ ...outcome, panelOpen: false })}
        />
      ) : null}
    </div>
  );
}
