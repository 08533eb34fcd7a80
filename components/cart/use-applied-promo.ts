'use client';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSession } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/contract/api-error';
import type { Currency } from '@/lib/money';

/** A promo the server accepted, for the cart it was checked against. */
export interface AppliedPromo {
  code: string;
  amount: number;
  message: string;
}

/** Why a code was refused: the spec's 'Promo code not applied', with the server's reason when it gave one. */
export class PromoRefusal extends Error {
  constructor(readonly detail: string | undefined) {
    super('Promo code not applied');
    this.name = 'PromoRefusal';
  }
}

/** The server's reason for refusing a code (e.g. 'This promo code has expired.'), when it gave one. */
function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const reason = error.errors?.find((item) => item.field === 'promo_code')?.message;
  return reason && /^[A-Z]/.test(reason) ? reason : undefined;
}

/** Asks the server; the discount counts only when the answer has both amount and message (spec section 5). */
export async function checkPromo(
  token: string,
  code: string,
  subtotal: number,
  count: number,
  currency: Currency,
): Promise<AppliedPromo> {
  let answer;
  try {
    answer = await browserApi.validatePromoCode(
      { amount: subtotal, promo_code: code, no_of_products: count },
      { token },
    );
  } catch (error) {
    console.error('Promo code: not applied', error);
    throw new PromoRefusal(refusalReason(error));
  }
  const amount: unknown = answer?.amount;
  const message: unknown = answer?.message;
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    typeof message !== 'string' ||
    message.trim() === '' ||
    answer.currency !== currency
  ) {
    console.error('Promo code: an answer without amount or message, or in another currency', answer);
    throw new PromoRefusal(undefined);
  }
  return { code: answer.promo_code || code, amount, message };
}

type PromoKey = readonly ['applied-promo', string, string, number, number, Currency];

function fetchPromo([, token, code, subtotal, count, currency]: PromoKey): Promise<AppliedPromo> {
  return checkPromo(token, code, subtotal, count, currency);
}

export interface AppliedPromoState {
  /** The code kept in the session, or null. */
  code: string | null;
  /** The server's answer for the cart as it is now, or null (not yet known, or refused). */
  promo: AppliedPromo | null;
  /** True while the kept code is checked against a changed cart. */
  checking: boolean;
  /** The kept code was refused when checked again for a changed cart (it is forgotten then). */
  refusal: PromoRefusal | null;
  /** Checks a code the shopper typed; keeps it when accepted. Throws a PromoRefusal when refused. */
  apply: (code: string) => Promise<AppliedPromo>;
  remove: () => void;
}

/**
 * The promo code stays applied until the order or its removal: the session
 * keeps the code, and the server prices it again for every cart it meets (a
 * changed quantity, price or stock), so the discount shown is always the server's.
 */
export function useAppliedPromo({
  subtotal,
  count,
  currency,
}: {
  subtotal: number;
  count: number;
  currency: Currency;
}): AppliedPromoState {
  const { token, promoCode, setPromoCode } = useSession();
  const { mutate } = useSWRConfig();
  const [refusal, setRefusal] = useState<PromoRefusal | null>(null);
  const key: PromoKey | null =
    token && promoCode && count > 0 ? ['applied-promo', token, promoCode, subtotal, count, currency] : null;
  const { data, isLoading } = useSWR(key, fetchPromo, {
    // The answer for these exact inputs stays true: asked again only when the cart or the code changes.
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (refused) => {
      if (!(refused instanceof PromoRefusal)) return;
      setRefusal(refused);
      setPromoCode(null);
    },
  });

  const apply = useCallback(
    async (code: string) => {
      if (!token) throw new PromoRefusal(undefined);
      setRefusal(null);
      let accepted: AppliedPromo;
      try {
        accepted = await checkPromo(token, code, subtotal, count, currency);
      } catch (refused) {
        // Spec section 4: a refusal sets the discount to 0, so an earlier code goes too.
        setPromoCode(null);
        throw refused;
      }
      const acceptedKey: PromoKey = ['applied-promo', token, accepted.code, subtotal, count, currency];
      await mutate(acceptedKey, accepted, { revalidate: false });
      setPromoCode(accepted.code);
      return accepted;
    },
    [count, currency, mutate, setPromoCode, subtotal, token],
  );

  const remove = useCallback(() => {
    setRefusal(null);
    setPromoCode(null);
  }, [setPromoCode]);

  return {
    code: promoCode,
    promo: key && data ? data : null,
    checking: key !== null && isLoading,
    refusal,
    apply,
    remove,
  };
}
