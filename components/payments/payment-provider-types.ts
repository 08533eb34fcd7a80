/**
 * The browser APIs of the payment providers' scripts as the shop uses them
 * (Razorpay Checkout and the PayPal JS SDK; the local sandbox stand-ins in
 * lib/payment-sandbox/browser-scripts.ts define the same globals).
 */

/** What the card checkout hands to `handler` after a successful payment. */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailureResponse {
  error?: { code?: string; description?: string; reason?: string; metadata?: Record<string, unknown> };
}

export interface RazorpayOptions {
  key: string;
  /** In paise or cents. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal?: { ondismiss?: () => void };
  theme?: { color?: string };
}

export interface RazorpayCheckout {
  open(): unknown;
  on(event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void): unknown;
  close?(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

export interface PayPalApproveData {
  orderID: string;
  payerID?: string | null;
}

export interface PayPalButtonsOptions {
  createOrder: () => string | Promise<string>;
  onApprove: (data: PayPalApproveData) => void | Promise<void>;
  onCancel?: (data: { orderID?: string }) => void;
  onError?: (error: unknown) => void;
}

export interface PayPalButtons {
  render(target: HTMLElement | string): Promise<void>;
  close?(): Promise<void>;
  isEligible?(): boolean;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtons;
}

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
    paypal?: PayPalNamespace;
  }
}
