import type { ColumnType, Generated } from 'kysely';
import type { Flag } from './schema-catalogue';

export interface CartsTable {
  id: Generated<number>;
  /** The unguessable cart_id the browser keeps. */
  public_id: string;
  user_id: number | null;
  currency: string;
  created_at: string;
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  size: string;
  quantity: number;
  is_direct_buy: Flag;
  created_at: string;
  updated_at: string;
  /** The USD offer price (cents) the shopper saw when the line was added or last changed; null before migration 027. */
  seen_offer_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PromoCodesTable {
  id: Generated<number>;
  code: string;
  /** 'percent' (value in basis points) or 'fixed' (value in USD cents). */
  kind: 'percent' | 'fixed';
  value: number;
  min_order_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  is_active: Flag;
  created_at: string;
  /** A fixed discount for carts in rupees, in paise; null: the USD value at the day's rate (migration 018). */
  value_inr_paise: ColumnType<number | null, number | null | undefined, number | null>;
  /** Only for a customer with no sale order yet. */
  first_order_only: ColumnType<Flag, Flag | undefined, Flag>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PromoRedemptionsTable {
  id: Generated<number>;
  promo_code_id: number;
  user_id: number;
  order_id: number;
  created_at: string;
}

export type OrderStatus =
  'pending' | 'paid' | 'partially_refunded' | 'refunded' | 'cod_confirmed' | 'failed' | 'cancelled' | 'expired';
export type PaymentMethod = 'razorpay' | 'paypal' | 'cod';
/** Orders with a sale behind them: paid (refunded or not) or cash on delivery not cancelled. */
export const SALE_STATUSES: OrderStatus[] = ['paid', 'partially_refunded', 'refunded', 'cod_confirmed'];

export interface OrdersTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  cart_id: number | null;
  status: OrderStatus;
  payment_method: PaymentMethod;
  currency: string;
  subtotal_minor: number;
  discount_minor: number;
  shipping_minor: number;
  total_minor: number;
  promo_code: string | null;
  delivery_address: string;
  name: string;
  country_code: string;
  mobile_number: string;
  pin_code: string;
  city: string;
  state: string;
  comment: string;
  /** The delivery country, ISO 3166-1 alpha-2 (migration 010; the database's default is IN). */
  country: Generated<string>;
  provider_order_id: string | null;
  idempotency_key: string | null;
  reservation_expires_at: string | null;
  paid_at: string | null;
  /** What went wrong with the last payment try (failed, declined, amount mismatch), for the shop owner. */
  last_payment_error: string | null;
  /** The browser's idempotency_key (scoped to the customer, hashed); idempotency_key is the server's fingerprint of the cart. */
  client_idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** Where the parcel is (migration 009, services/fulfilment.ts); `status` stays the payment's state. */
  fulfilment_status: Generated<FulfilmentStatus>;
  confirmed_at: Generated<string | null>;
  packed_at: Generated<string | null>;
  shipped_at: Generated<string | null>;
  delivered_at: Generated<string | null>;
  returned_at: Generated<string | null>;
  cancelled_at: Generated<string | null>;
  courier: Generated<string | null>;
  tracking_number: Generated<string | null>;
  tracking_url: Generated<string | null>;
  /** A business buyer's GSTIN and legal name given at checkout (migration 029): a B2B invoice. */
  buyer_gstin: ColumnType<string | null, string | null | undefined, string | null>;
  buyer_legal_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shared source (lib/share.ts) of the visit the order came from (migration 032), else null. */
  share_source: ColumnType<string | null, string | null | undefined, string | null>;
}

export type FulfilmentStatus = 'unfulfilled' | 'confirmed' | 'packed' | 'shipped' | 'delivered' | 'returned';

/** One line of an order's timeline. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  data_json: string;
  staff_id: number | null;
  at: string;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  product_name: string;
  size: string;
  quantity: number;
  unit_price_minor: number;
  mrp_minor: number;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** manual: a refund recorded by the shop without a provider (cash handed back on a cash-on-delivery order). */
  provider: 'razorpay' | 'paypal' | 'manual';
  provider_payment_id: string | null;
  provider_order_id: string;
  status: string;
  amount_minor: number;
  currency: string;
  raw: string;
  created_at: string;
}

/**
 * A refund the shop was asked to make (services/refunds.ts issueRefund),
 * written before the provider is called (migration 012). pending and
 * succeeded requests count against what may still be refunded; a failed one
 * frees its amount.
 */
export interface RefundRequestsTable {
  id: Generated<number>;
  order_id: number;
  /** provider: Razorpay refund or PayPal capture refund; manual: cash handed back (cash on delivery), recorded only. */
  method: 'provider' | 'manual';
  provider: 'razorpay' | 'paypal' | null;
  amount_minor: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed';
  reason: string;
  note: string | null;
  requested_by_staff_id: number | null;
  /** Sent to the provider (X-Refund-Idempotency, PayPal-Request-Id): a retry of this request can never refund twice. */
  idempotency_key: string;
  /** The caller's key for this refund ({order id}:{sha256}): the same key answers this request. Given up when it failed and is asked again. */
  client_key: string | null;
  provider_refund_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The payments row refunded when it is not the order's captured payment
   * (migration 016): a payment kept for a refund ('refund_due'). Null for
   * the refunds staff ask for.
   */
  payment_id: Generated<number | null>;
}

export interface WebhookEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  event_type: string;
  payload: string;
  received_at: string;
  processed_at: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  template: string;
  /** One notification per (dedupe_key, channel): sent exactly once. */
  dedupe_key: string;
  payload: string;
  created_at: string;
  sent_at: string | null;
  /** Tries so far; a failed send is retried by the reconcile command. */
  attempts: Generated<number>;
  last_attempt_at: string | null;
  last_error: string | null;
  /** Why the shop chose not to send it (an order e-mail to an unconfirmed address); never retried. */
  skipped_reason: string | null;
  /** A worker's lease on the row (no other worker delivers it before then), or when a failed send may be tried again. */
  claimed_until: string | null;
  /** The row this one is delivered after, once that one is sent, skipped or given up (migration 031: back-in-stock notices in order). */
  follows_id: number | null;
}
