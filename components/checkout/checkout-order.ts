import type { PlaceOrderDetails } from '@/components/cart/delivery-form';
import type { CallOptions } from '@/lib/api/client';
import { isApiError, shopperMessageOf, type FieldError as FieldProblem } from '@/lib/contract/api-error';
import type { CreateOrderBody } from '@/lib/contract/orders';
import type { Currency } from '@/lib/money';

/** What the cart page hands over: the delivery form's details plus what the page shows. */
export interface CheckoutDetails extends PlaceOrderDetails {
  /** The code the shopper applied, or '' ('Nil' is sent then). */
  promo_code: string;
  /** The total the page shows, in `currency` (major unit). */
  amount: number;
  currency: Currency;
}

/** The create-order fields every payment method sends; each method adds its amount and flags. */
export type OrderFields = Omit<CreateOrderBody, 'amount' | 'razorpay' | 'cash_on_delivery'>;

/** One submission of the checkout, as every payment method needs it. */
export interface OrderRequest {
  details: CheckoutDetails;
  fields: OrderFields;
  auth: CallOptions;
  cartId: string | undefined;
}

/** What a payment method reports back to the checkout while it works. */
export interface PaymentSteps {
  /** The error banner; it clears itself after 5 seconds. */
  showError: (message: string) => void;
  /** The polite status line ('' clears it). */
  setStatus: (status: string) => void;
  /** The order (its number) is placed and paid (or cash on delivery): flag it, refetch the cart, go home. */
  completeOrder: (orderNumber: string) => void;
  /** Placing the order failed: the delivery form shows a 400's field problems under the fields. */
  noteRefusal: (cause: unknown) => void;
}

/** Spec section 9: the promo default is 'Nil'. */
function promoCodeOf(details: CheckoutDetails): string {
  const code = (details.promo_code ?? '').trim();
  return code === '' ? 'Nil' : code;
}

/** One key per submission: a repeated request of the same submission finds the same order. */
function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request of one submission, with a new idempotency key. */
export function newOrderRequest(details: CheckoutDetails, token: string | null, cartId: string | null): OrderRequest {
  return {
    details,
    fields: {
      currency: details.currency,
      promo_code: promoCodeOf(details),
      cart_id: cartId ?? undefined,
      delivery_address: details.delivery_address,
      name: details.name,
      country: details.country,
      country_code: details.country_code,
      mobile_number: details.mobile_number,
      pin_code: details.pin_code,
      city: details.city,
      state: details.state,
      comment: details.comment,
      gstin: details.gstin,
      buyer_legal_name: details.buyer_legal_name,
      idempotency_key: newIdempotencyKey(),
    },
    auth: { token },
    cartId: cartId ?? undefined,
  };
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The server's message when it is meant for the shopper, else the spec's `fallback`. */
export function failureMessageOf(error: unknown, fallback: string): string {
  return shopperMessageOf(error) ?? fallback;
}

/** The fields a 400 answer names (the delivery form shows each under its field), or none. */
export function refusedFieldsOf(error: unknown): FieldProblem[] {
  if (!isApiError(error) || error.status !== 400) return [];
  return error.errors ?? (error.field ? [{ field: error.field, message: error.message }] : []);
}
