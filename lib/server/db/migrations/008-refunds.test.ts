import { createTestCustomer } from '@/lib/testing/payments-harness';
import { withTestDatabase } from '@/lib/testing/test-database';
import { insertOrder } from '../../services/orders/repositories/orders';
import { recordPayment } from '../../services/payments/repositories/payments';
import { refundsMigration } from './008-refunds';

const database = withTestDatabase({ seed: false });

async function paidOrder(publicId: string, payments: { status: string; amountMinor: number; currency?: string }[]) {
  const { db } = database();
  const customer = await createTestCustomer(db);
  const now = new Date().toISOString();
  const order = await insertOrder(db, {
    public_id: publicId,
    user_id: customer.id,
    cart_id: null,
    status: 'paid',
    payment_method: 'paypal',
    currency: 'USD',
    subtotal_minor: 2500,
    discount_minor: 0,
    shipping_minor: 0,
    total_minor: 2500,
    promo_code: null,
    delivery_address: '14 Johari Bazaar',
    name: 'Asha Verma',
    country_code: '+91',
    mobile_number: '9829012345',
    pin_code: '302003',
    city: 'Jaipur',
    state: 'Rajasthan',
    comment: '',
    provider_order_id: `PP-${publicId}`,
    idempotency_key: null,
    reservation_expires_at: null,
    paid_at: now,
    last_payment_error: null,
    client_idempotency_key: null,
    created_at: now,
    updated_at: now,
  });
  for (const [index, payment] of payments.entries()) {
    await recordPayment(db, {
      order_id: order.id,
      provider: 'paypal',
      provider_payment_id: `${publicId}-${index}`,
      provider_order_id: `PP-${publicId}`,
      status: payment.status,
      amount_minor: payment.amountMinor,
      currency: payment.currency ?? 'USD',
      raw: '{}',
      created_at: now,
    });
  }
  return publicId;
}

it('gives paid orders that already have refund rows the state their refunds give them', async () => {
  const { db, dialect } = database();
  await paidOrder('MIG-FULL', [
    { status: 'captured', amountMinor: 2500 },
    { status: 'refunded', amountMinor: 2500 },
  ]);
  await paidOrder('MIG-PART', [
    { status: 'captured', amountMinor: 2500 },
    { status: 'refunded', amountMinor: 1000 },
  ]);
  await paidOrder('MIG-NONE', [{ status: 'captured', amountMinor: 2500 }]);
  await paidOrder('MIG-OTHER-CURRENCY', [
    { status: 'captured', amountMinor: 2500 },
    { status: 'refunded', amountMinor: 2500, currency: 'EUR' },
  ]);

  // The test database is at the newest migration already: step 008 back and run it again.
  const migration = refundsMigration(dialect);
  await migration.down(db);
  await migration.up(db);

  const statuses = await db
    .selectFrom('orders')
    .select(['public_id', 'status'])
    .where('public_id', 'like', 'MIG-%')
    .orderBy('public_id')
    .execute();
  expect(statuses).toEqual([
    { public_id: 'MIG-FULL', status: 'refunded' },
    { public_id: 'MIG-NONE', status: 'paid' },
    { public_id: 'MIG-OTHER-CURRENCY', status: 'paid' },
    { public_id: 'MIG-PART', status: 'partially_refunded' },
  ]);
  const column = await db.selectFrom('sandbox_razorpay_payments').select('amount_refunded').execute();
  expect(column).toEqual([]);
});
