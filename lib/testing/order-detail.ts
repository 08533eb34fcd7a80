import type { OrderDetail, OrderSummary } from '@/lib/contract/orders';

/**
 * An order as GET /api/orders/ lists it, for the screens that show one: cash on delivery confirmed, one
 * cushion cover, not yet shipped. Each test names what its own order changes.
 */
export function orderSummaryFixture(changes: Partial<OrderSummary> = {}): OrderSummary {
  return {
    order_id: 'JH-261125-BBBB1111',
    status: 'cod_confirmed',
    payment_method: 'cod',
    currency: 'INR',
    subtotal: 2298,
    discount: 0,
    shipping: 39,
    total: 2337,
    promo_code: null,
    created_at: '2026-11-25T09:00:00.000Z',
    paid_at: null,
    reservation_expires_at: null,
    fulfilment: {
      status: 'unfulfilled',
      shipped_at: null,
      delivered_at: null,
      courier: null,
      tracking_number: null,
      tracking_url: null,
    },
    delivery: {
      name: 'Asha Verma',
      country: 'IN',
      delivery_address: '12 Johari Bazaar',
      city: 'Jaipur',
      state: 'Rajasthan',
      pin_code: '302003',
      country_code: '+91',
      mobile_number: '9829012345',
      comment: '',
    },
    lines: [
      {
        product_pk: 9,
        product_name: 'Kantha Cushion Cover',
        image: '/media/products/2-1.webp',
        size: 'L',
        quantity: 1,
        unit_price: 2298,
        mrp: 2500,
        line_total: 2298,
      },
    ],
    ...changes,
  };
}

/** The same order as GET /api/order-detail/ answers it: no tax documents yet, no delivery estimate. */
export function orderDetailFixture(changes: Partial<OrderDetail> = {}): OrderDetail {
  return { ...orderSummaryFixture(), tax_documents: [], delivery_estimate: null, ...changes };
}
