import type { Generated } from 'kysely';

/**
 * Table types of the shop's database: what both drivers answer, so reads need
 * no casts. The same schema runs on SQLite and PostgreSQL (see
 * docs/decisions/002-one-schema-two-databases.md): money is integer minor
 * units, flags are 0/1 integers (integer columns in both databases, never
 * PostgreSQL booleans), times are ISO-8601 text. Integer columns are int4 in
 * PostgreSQL, which pg answers as numbers; int8 and numeric results (bigint
 * columns, count(*), sum()) are parsed into numbers too (db/connection.ts),
 * as better-sqlite3 answers them.
 */
export type Flag = 0 | 1;

export interface CategoriesTable {
  id: number;
  name: string;
  tile_image: string;
  banner_image: string;
  sort_order: number;
}

export interface SubcategoriesTable {
  id: number;
  name: string;
}

export interface CategorySubcategoriesTable {
  category_id: number;
  subcategory_id: number;
  sort_order: number;
}

export interface ProductsTable {
  id: Generated<number>;
  product_code: number;
  name: string;
  description: string;
  category_id: number;
  sub_category_id: number | null;
  main_image: string;
  second_media: string;
  third_media: string;
  fourth_media: string;
  fifth_media: string;
  offer_price_cents: number;
  mrp_cents: number;
  rating: number;
  review_count: number;
  top_selling: Flag;
  new_arrival: Flag;
  is_active: Flag;
  remarks: string;
  /** Lower-cased name, description, code and category words, for search. */
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface ProductStockTable {
  product_id: number;
  size: string;
  sort_order: number;
  /** Pieces on the shelf, including those held for unpaid orders. */
  quantity: number;
  /** Pieces held for pending orders; quantity - reserved can be sold. */
  reserved: number;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  image: string;
  description_html: string;
  product_id: number | null;
  published_on: string;
  created_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  created_at: string;
  /** When the current `email` was confirmed by its owner (migration 007); null: order e-mails are not sent to it. */
  email_confirmed_at: string | null;
}

/** A link sent to confirm one address: only the SHA-256 of its token is kept; single use, with an expiry. */
export interface EmailConfirmationTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  /** The address the link confirms: it confirms nothing once the account uses another. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginCodesTable {
  id: Generated<number>;
  country_code: string;
  mobile_number: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
  client_address: string;
  /** 'shopper' or 'staff' (migration 009): a code signs in only where it was asked for. */
  purpose: Generated<LoginCodePurpose>;
}

export type LoginCodePurpose = 'shopper' | 'staff';

/** One rate limit's running window (lib/server/services/platform/rate-limits.ts). */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** ISO time the window ends; a hit after it opens a new one. */
  expires_at: string;
}

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
}

export type FulfilmentStatus = 'unfulfilled' | 'confirmed' | 'packed' | 'shipped' | 'delivered' | 'returned';

export type StaffRole = 'owner' | 'staff';

/** A member of the brand's staff who may sign in at /admin (migration 009). */
export interface StaffTable {
  id: Generated<number>;
  country_code: string;
  mobile_number: string;
  name: string;
  role: StaffRole;
  /** The TOTP secret, encrypted (services/staff-auth.ts); null until enrolment starts. */
  totp_secret: string | null;
  totp_enrolled: Flag;
  /** The last 30-second step accepted: a code of that step or earlier is refused (no replay). */
  totp_last_step: Generated<number>;
  active: Flag;
  created_at: string;
  /** A new authenticator being re-enrolled by its member (migration 015), encrypted like totp_secret; null otherwise. */
  totp_pending_secret: Generated<string | null>;
}

/** A setting an owner changed at /admin/settings (migration 015): a key without a row has its default. */
export interface ShopSettingsTable {
  key: string;
  value_json: string;
  updated_at: string;
  updated_by_staff_id: number | null;
}

/** A staff session cookie ('cookie') or script token ('api'), kept as the SHA-256 of the token. */
export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  kind: 'cookie' | 'api';
  token_hash: string;
  label: Generated<string>;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** One staff change: who, what, when, the entity before and after (JSON), from where. */
export interface AuditLogTable {
  id: Generated<number>;
  staff_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  request_ip: string;
  at: string;
}

/** One line of an order's timeline. */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  data_json: string;
  staff_id: number | null;
  at: string;
}

/** A delivery address a customer ordered to, offered on the next checkout (migration 010). */
export interface SavedAddressesTable {
  id: Generated<number>;
  user_id: number;
  country: string;
  name: string;
  delivery_address: string;
  city: string;
  state: string;
  pin_code: string;
  /** The phone's calling code, e.g. +91. */
  country_code: string;
  mobile_number: string;
  created_at: string;
  /** The last order placed to it; the newest is offered first. */
  used_at: string;
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

export interface ContactQueriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  country_code: string;
  mobile_number: string;
  query: string;
  created_at: string;
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
}

/*
 * The payment sandbox's own state (lib/payment-sandbox): what the stand-in
 * providers remember between calls. Amounts in minor units, as the providers
 * count them.
 */
export interface SandboxRazorpayOrdersTable {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  /** JSON object. */
  notes: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: Generated<number>;
  amount_paid: Generated<number>;
  /** Unix seconds, as Razorpay answers. */
  created_at: number;
}

export interface SandboxRazorpayPaymentsTable {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  /** Razorpay's amount_refunded, in the minor unit (migration 009). */
  amount_refunded: Generated<number>;
  method: string;
  email: string;
  contact: string;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
  captured_at: number | null;
}

export interface SandboxPayPalOrdersTable {
  id: string;
  /** The PayPal-Request-Id it was created with: the same id answers the same order. */
  request_id: string | null;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  /** JSON: the purchase units as created. */
  purchase_units: string;
  /** Set at approval: 'approve' captures, 'decline' makes the capture DECLINED. */
  approval: 'approve' | 'decline' | null;
  capture_id: string | null;
  capture_request_id: string | null;
  /** JSON: the capture answer, repeated for the same PayPal-Request-Id. */
  capture_response: string | null;
  /** The only refund before migration 012; refunds are rows of sandbox_paypal_refunds since. */
  refund_id: string | null;
  /** What was refunded of the capture so far, in the minor unit (migration 012). */
  refunded_minor: Generated<number>;
  create_time: string;
  update_time: string;
}

/** A Razorpay refund of the sandbox: one row per refund, several per payment (migration 012). */
export interface SandboxRazorpayRefundsTable {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  /** JSON object. */
  notes: string;
  speed_requested: 'normal' | 'optimum';
  status: 'pending' | 'processed' | 'failed';
  /** X-Refund-Idempotency of the request that created it. */
  idempotency_key: string | null;
  /** SHA-256 of the body that came with the key: another body under the same key is refused. */
  request_hash: string | null;
  /** Unix seconds. */
  created_at: number;
}

/** A PayPal refund of a capture in the sandbox (migration 012). */
export interface SandboxPayPalRefundsTable {
  id: string;
  capture_id: string;
  order_id: string;
  /** The PayPal-Request-Id it was created with: the same id answers the same refund. */
  request_id: string | null;
  /** Minor units. */
  amount: number;
  /** What was refunded of the capture with this refund (seller_payable_breakdown.total_refunded_amount), minor units. */
  total_refunded: number;
  currency: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  note_to_payer: string | null;
  invoice_id: string | null;
  custom_id: string | null;
  create_time: string;
  update_time: string;
}

export interface SandboxPayPalTokensTable {
  token: string;
  client_id: string;
  expires_at: string;
}

/** Active products per listing, kept by the triggers of migration 005 (sub_category_key 0: no subcategory). */
export interface ProductListingCountsTable {
  category_id: number;
  sub_category_key: number;
  active_count: number;
}

/** One row (id 1) whose version changes whenever a product enters or leaves a listing (migration 005). */
export interface ProductListingStateTable {
  id: number;
  /** A bigint in PostgreSQL, parsed into a number (db/connection.ts). */
  version: number;
}

/** Page views per UTC day and path (migration 014, the first-party beacon). */
export interface AnalyticsPageViewsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  /** lib/analytics.ts PAGE_TYPES. */
  page_type: string;
  /** The product of a product page, else null. */
  product_id: number | null;
  views: number;
}

/** Items added to carts per UTC day and product (migration 014). */
export interface AnalyticsCartAddsTable {
  day: string;
  product_id: number;
  adds: number;
}

/** One histogram bucket of a Web Vitals metric per UTC day and page type (migration 014, lib/analytics.ts). */
export interface AnalyticsVitalsTable {
  day: string;
  page_type: string;
  /** LCP, INP or CLS. */
  metric: string;
  bucket: number;
  samples: number;
}

export interface Database {
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  category_subcategories: CategorySubcategoriesTable;
  products: ProductsTable;
  product_stock: ProductStockTable;
  product_listing_counts: ProductListingCountsTable;
  product_listing_state: ProductListingStateTable;
  blog_posts: BlogPostsTable;
  users: UsersTable;
  session_tokens: SessionTokensTable;
  email_confirmation_tokens: EmailConfirmationTokensTable;
  login_codes: LoginCodesTable;
  rate_limit_counters: RateLimitCountersTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  saved_addresses: SavedAddressesTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  contact_queries: ContactQueriesTable;
  notifications: NotificationsTable;
  sandbox_razorpay_orders: SandboxRazorpayOrdersTable;
  sandbox_razorpay_payments: SandboxRazorpayPaymentsTable;
  sandbox_paypal_orders: SandboxPayPalOrdersTable;
  sandbox_paypal_tokens: SandboxPayPalTokensTable;
  refund_requests: RefundRequestsTable;
  sandbox_razorpay_refunds: SandboxRazorpayRefundsTable;
  sandbox_paypal_refunds: SandboxPayPalRefundsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  shop_settings: ShopSettingsTable;
  audit_log: AuditLogTable;
  order_events: OrderEventsTable;
  analytics_page_views: AnalyticsPageViewsTable;
  analytics_cart_adds: AnalyticsCartAddsTable;
  analytics_vitals: AnalyticsVitalsTable;
}
