/**
 * The figures of the shop's policies (spec section 9), in one place: the
 * refund, shipping, privacy and terms pages all read them from here.
 */
export const policies = {
  returns: {
    /** A return must be requested within this time of delivery. */
    requestWindow: '48 hours',
    statusUpdate: '2-3 days',
    reversePickup: '2-3 working days',
    reachWarehouse: '10-30 days',
    refundStartsWithin: '7 days',
    /** What makes an item eligible for a return and refund. */
    eligibleReasons: ['a wrong product', 'a defect', 'damage on arrival'],
  },
  refunds: {
    onlineProcessing: '7 working days',
    bankProcessing: 'about 5 days',
    storeCreditIssued: '24-48 hours',
  },
  cancellation: {
    fullRefundWindow: '24 hours',
    inTransitFeePercent: 10,
  },
  customerServiceHours: 'Mon-Sat 10 AM-7 PM IST',
  shippingIndia: {
    normal: { time: '7-10 business days', method: 'surface' },
    express: { time: '4-5 business days', method: 'air' },
  },
  shippingInternational: {
    standard: '10-30 business days',
    express: '4-8 business days',
    /** Items that carry extra handling charges abroad. */
    extraHandlingItems: ['furniture', 'lighting', 'wall clocks', 'mirrors'],
    deliveryAttempts: 1,
  },
  paymentMethods: ['cards', 'UPI', 'net banking'],
  governingLaw: 'India',
} as const;

/** "a, b, c and d" (or "a, b, c, and d" with the serial comma). */
export function listInWords(items: readonly string[], last = 'and', serialComma = false): string {
  if (items.length <= 1) return items.join('');
  const comma = serialComma && items.length > 2 ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${comma} ${last} ${items[items.length - 1]}`;
}
