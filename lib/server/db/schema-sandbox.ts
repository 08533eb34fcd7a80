import type { Generated } from 'kysely';

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
