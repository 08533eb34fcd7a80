import { availableActions } from './order-action-rules';

describe('availableActions', () => {
  it('offers a paid card order packing and shipping, never confirming or cancelling', () => {
    expect(availableActions({ status: 'paid', payment_method: 'razorpay', fulfilment_status: 'unfulfilled' })).toEqual([
      'pack',
      'ship',
    ]);
    expect(availableActions({ status: 'paid', payment_method: 'paypal', fulfilment_status: 'packed' })).toEqual([
      'ship',
    ]);
  });

  it('asks a cash-on-delivery order to be confirmed before it is packed or shipped; it can be cancelled until it leaves', () => {
    expect(
      availableActions({ status: 'cod_confirmed', payment_method: 'cod', fulfilment_status: 'unfulfilled' }),
    ).toEqual(['confirm', 'cancel']);
    expect(
      availableActions({ status: 'cod_confirmed', payment_method: 'cod', fulfilment_status: 'confirmed' }),
    ).toEqual(['pack', 'ship', 'cancel']);
    expect(availableActions({ status: 'cod_confirmed', payment_method: 'cod', fulfilment_status: 'shipped' })).toEqual([
      'deliver',
      'return',
    ]);
  });

  it('offers nothing once delivered or returned, and only cancelling an unpaid order', () => {
    expect(availableActions({ status: 'paid', payment_method: 'razorpay', fulfilment_status: 'delivered' })).toEqual(
      [],
    );
    expect(availableActions({ status: 'cod_confirmed', payment_method: 'cod', fulfilment_status: 'returned' })).toEqual(
      [],
    );
    expect(
      availableActions({ status: 'pending', payment_method: 'razorpay', fulfilment_status: 'unfulfilled' }),
    ).toEqual(['cancel']);
    expect(availableActions({ status: 'cancelled', payment_method: 'cod', fulfilment_status: 'unfulfilled' })).toEqual(
      [],
    );
  });
});
