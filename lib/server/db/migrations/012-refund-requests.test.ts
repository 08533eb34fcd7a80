import { withTestDatabase } from '@/lib/testing/test-database';
import { refundRequestsMigration } from './012-refund-requests';
import { taxDocumentsMigration } from './029-tax-documents';

const database = withTestDatabase({ seed: false });

it('turns a PayPal sandbox order refunded before refunds had rows into one refund of the whole capture', async () => {
  const { db, dialect } = database();
  const now = '2026-11-20T10:00:00.000Z';
  const order = (id: string, value: string, currency: string, refundId: string | null) => ({
    id,
    request_id: null,
    intent: 'CAPTURE',
    status: 'COMPLETED' as const,
    purchase_units: JSON.stringify([{ reference_id: id, amount: { currency_code: currency, value } }]),
    approval: 'approve' as const,
    capture_id: `CAP-${id}`,
    capture_request_id: null,
    capture_response: '{}',
    refund_id: refundId,
    create_time: now,
    update_time: now,
  });
  await db
    .insertInto('sandbox_paypal_orders')
    .values([
      order('MIG012-A', '42.50', 'USD', 'REFUND-A'),
      order('MIG012-B', '1000', 'JPY', 'REFUND-B'),
      order('MIG012-C', '9.99', 'USD', null),
    ])
    .execute();

  // The test database is at the newest migration already: step 012 back and run it again. The credit notes of
  // 029 refer to refund_requests, so they step back first and forward after (PostgreSQL keeps the reference).
  const migration = refundRequestsMigration(dialect);
  const creditNotes = taxDocumentsMigration(dialect);
  await creditNotes.down(db);
  await migration.down(db);
  await migration.up(db);
  await creditNotes.up(db);

  const refunds = await db
    .selectFrom('sandbox_paypal_refunds')
    .select(['id', 'capture_id', 'order_id', 'amount', 'total_refunded', 'currency', 'status'])
    .orderBy('id')
    .execute();
  expect(
    refunds.map((row) => ({ ...row, amount: Number(row.amount), total_refunded: Number(row.total_refunded) })),
  ).toEqual([
    {
      id: 'REFUND-A',
      capture_id: 'CAP-MIG012-A',
      order_id: 'MIG012-A',
      amount: 4250,
      total_refunded: 4250,
      currency: 'USD',
      status: 'COMPLETED',
    },
    {
      id: 'REFUND-B',
      capture_id: 'CAP-MIG012-B',
      order_id: 'MIG012-B',
      amount: 1000,
      total_refunded: 1000,
      currency: 'JPY',
      status: 'COMPLETED',
    },
  ]);
  const refunded = await db
    .selectFrom('sandbox_paypal_orders')
    .select(['id', 'refunded_minor'])
    .orderBy('id')
    .execute();
  expect(refunded.map((row) => [row.id, Number(row.refunded_minor)])).toEqual([
    ['MIG012-A', 4250],
    ['MIG012-B', 1000],
    ['MIG012-C', 0],
  ]);
  expect(await db.selectFrom('refund_requests').select('id').execute()).toEqual([]);
});
