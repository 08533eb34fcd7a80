import type { OrderStatusName, PaymentMethodName } from '@/lib/contract/orders';

/** Texts of the customer's order history (not in the spec: our own). */
export const ORDERS_HEADING = 'Your orders';
export const ORDERS_INTRO = 'Every order you placed with us, newest first.';
export const ORDERS_LOADING = 'Loading your orders…';
export const ORDERS_LOGIN_PROMPT = 'Please log in to see your orders.';
export const ORDERS_LOGIN_LINK = 'Log in';
export const ORDERS_EMPTY = 'You have not placed any orders yet.';
export const ORDERS_SHOP_LINK = 'Start shopping';
export const ORDERS_FAILED = 'Your orders could not be loaded. Please try again later.';

export const ORDER_LABELS = {
  order: 'Order',
  date: 'Placed on',
  status: 'Status',
  payment: 'Payment',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  total: 'Total',
  refunded: 'Amount refunded',
  size: 'Size',
  quantity: 'Qty',
  items: 'Items',
} as const;

export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  cod_confirmed: 'Confirmed, cash on delivery',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const ORDER_PAYMENT_LABELS: Record<PaymentMethodName, string> = {
  razorpay: 'Card, UPI or net banking (Razorpay)',
  paypal: 'PayPal',
  cod: 'Cash on delivery',
};

export function orderHeading(orderNumber: string): string {
  return `${ORDER_LABELS.order} ${orderNumber}`;
}
