/**
 * The delivery estimate rule (docs/decisions/042): the shipping policy's business days, Monday to
 * Saturday on India's calendar, counted from the day after the order was paid or confirmed, or after
 * dispatch once shipped.
 */
import type { OrderSummary } from '@/lib/contract/orders';
import { deliveryEstimateOf } from './delivery-estimate';

type Estimated = Parameters<typeof deliveryEstimateOf>[0];

function order(
  overrides: Partial<Omit<Estimated, 'delivery' | 'fulfilment'>> & {
    country?: string;
    fulfilment?: Partial<OrderSummary['fulfilment']>;
  },
): Estimated {
  const { country = 'IN', fulfilment, ...rest } = overrides;
  return {
    status: 'cod_confirmed',
    created_at: '2026-11-27T06:00:00.000Z',
    paid_at: null,
    ...rest,
    delivery: {
      country,
      name: 'A',
      delivery_address: 'B',
      city: 'C',
      state: 'D',
      pin_code: '302001',
      country_code: '+91',
      mobile_number: '9876543210',
      comment: '',
    },
    fulfilment: {
      status: 'unfulfilled',
      shipped_at: null,
      delivered_at: null,
      courier: null,
      tracking_number: null,
      tracking_url: null,
      ...fulfilment,
    },
  };
}

describe('deliveryEstimateOf', () => {
  it('counts India’s 7-10 business days from the day after the order, skipping Sundays', () => {
    // Friday 27 November 2026: Sat 28 is day 1, Sun 29 is skipped, Mon 30 is day 2 … Sat 5 Dec day 7, Wed 9 day 10.
    expect(deliveryEstimateOf(order({}))).toEqual({ earliest: '2026-12-05', latest: '2026-12-09' });
  });

  it('takes the day on India’s calendar: 20:00 UTC on Friday is already Saturday in India', () => {
    // Saturday 28 November (IST): Mon 30 is day 1 … Sat 5 Dec day 6, Mon 7 day 7, Thu 10 day 10.
    expect(deliveryEstimateOf(order({ created_at: '2026-11-27T20:00:00.000Z' }))).toEqual({
      earliest: '2026-12-07',
      latest: '2026-12-10',
    });
  });

  it('counts from the payment of a paid order, and the standard 10-30 days abroad', () => {
    expect(
      deliveryEstimateOf(
        order({
          status: 'paid',
          created_at: '2026-11-20T06:00:00.000Z',
          paid_at: '2026-11-27T06:00:00.000Z',
          country: 'US',
        }),
      ),
    ).toEqual({ earliest: '2026-12-09', latest: '2027-01-01' });
  });

  it('counts from dispatch once the parcel is shipped', () => {
    expect(
      deliveryEstimateOf(order({ fulfilment: { status: 'shipped', shipped_at: '2026-12-01T06:00:00.000Z' } })),
    ).toEqual({ earliest: '2026-12-09', latest: '2026-12-12' });
  });

  it('has no estimate without a parcel on its way', () => {
    for (const status of ['pending', 'failed', 'cancelled', 'expired', 'refunded'] as const)
      expect(deliveryEstimateOf(order({ status }))).toBeNull();
    for (const status of ['delivered', 'returned'] as const)
      expect(deliveryEstimateOf(order({ fulfilment: { status } }))).toBeNull();
  });
});
