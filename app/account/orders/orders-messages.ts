import type { FulfilmentStatusName, OrderStatusName, PaymentMethodName } from '@/lib/contract/orders';

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

/** The order's own page (app/account/orders/[orderNumber]). */
export function orderPath(orderNumber: string): string {
  return `/account/orders/${encodeURIComponent(orderNumber)}`;
}

function attempts(count: number): string {
  return count === 1 ? '1 cancelled or expired attempt' : `${count} cancelled or expired attempts`;
}

/** The toggle under the list: unpaid checkouts that were given up are hidden until asked for. */
export function showAttemptsLabel(count: number): string {
  return `Show ${attempts(count)}`;
}

export function hideAttemptsLabel(count: number): string {
  return `Hide ${attempts(count)}`;
}

export const ORDER_LOADING = 'Loading your order…';
export const ORDER_NOT_FOUND = 'We could not find this order in your account.';
export const ORDER_FAILED = 'Your order could not be loaded. Please try again later.';
export const ORDER_LOGIN_PROMPT = 'Please log in to see your order.';
export const ORDERS_BACK_LINK = 'All your orders';
export const DELIVERY_HEADING = 'Delivery address';
export const DELIVERY_LABELS = {
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  comment: 'Note',
} as const;
export const SHIPPING_HEADING = 'Shipping';
export const SHIPPING_LABELS = { status: 'Status', courier: 'Courier', tracking: 'Tracking number' } as const;
export const FULFILMENT_STATUS_LABELS: Record<FulfilmentStatusName, string> = {
  unfulfilled: 'Being prepared',
  confirmed: 'Confirmed, being prepared',
  packed: 'Packed, ready to ship',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Returned to us',
};
/** The link to the courier's tracking page (opens their site). */
export function trackingLinkLabel(courier: string | null): string {
  return courier ? `Track your parcel with ${courier}` : 'Track your parcel';
}
export const INVOICE_DOWNLOAD = 'Download invoice (PDF)';
export const INVOICE_DOWNLOADING = 'Preparing your invoice…';
export const INVOICE_FAILED = 'The invoice could not be downloaded. Please try again.';

/** The name the invoice is saved under (the server's Content-Disposition says the same). */
export function invoiceFileName(orderNumber: string): string {
  return `invoice-${orderNumber}.pdf`;
}

/** The order's GST documents (decision 040): its tax invoice and credit notes, each to download again. */
export const TAX_DOCUMENTS_HEADING = 'Tax invoice and credit notes';
export const TAX_DOCUMENT_KIND_LABELS = { invoice: 'Tax invoice', credit_note: 'Credit note' } as const;
export const TAX_DOCUMENT_LABELS = { issued: 'Issued', amount: 'Amount' } as const;
export const TAX_DOCUMENT_DOWNLOADING = 'Preparing the PDF…';

/** "Tax invoice INV2627/00042", "Credit note CN2627/00003": the document's heading. */
export function taxDocumentTitle(kind: keyof typeof TAX_DOCUMENT_KIND_LABELS, number: string): string {
  return `${TAX_DOCUMENT_KIND_LABELS[kind]} ${number}`;
}

/** The download button's name carries the number, so each button says which document it saves. */
export function taxDocumentDownloadLabel(kind: keyof typeof TAX_DOCUMENT_KIND_LABELS, number: string): string {
  return `Download ${TAX_DOCUMENT_KIND_LABELS[kind].toLowerCase()} ${number} (PDF)`;
}

export function taxDocumentFailed(kind: keyof typeof TAX_DOCUMENT_KIND_LABELS, number: string): string {
  return `${taxDocumentTitle(kind, number)} could not be downloaded. Please try again.`;
}

/** Buy again (issue 31, item 11): the order's lines back in the cart at today's prices. */
export const BUY_AGAIN_LABEL = 'Buy again';
export const BUY_AGAIN_BUSY = 'Putting the items in your cart…';
export const BUY_AGAIN_FAILED = 'The items could not be put in your cart. Please try again.';
/** Before the list of what could not go back in the cart (the server's sentences). */
export const BUY_AGAIN_NOT_ADDED = 'Not added:';
