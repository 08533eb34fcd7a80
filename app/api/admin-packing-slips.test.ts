/**
 * Packing slips (issue 13, item 3): one order's PDF and a selection's, a
 * page per order, through the route handlers on a real database.
 */
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import { apiErrorBody } from '@/lib/contract';
import type { Database, OrderStatus, PaymentMethod } from '@/lib/server/db/schema';
import { insertOrder, insertOrderLines } from '@/lib/server/services/orders/repositories/orders';
import { createTestCustomer, DELIVERY, stockTestProduct } from '@/lib/testing/payments-harness';
import { createTestStaff, type TestStaff } from '@/lib/testing/staff';
import { withTestDatabase } from '@/lib/testing/test-database';
import { GET as getPackingSlip } from './admin/orders/[order_number]/packing-slip/route';
import { GET as getPackingSlips } from './admin/packing-slips/route';

jest.setTimeout(60_000);
const database = withTestDatabase();

let staff: TestStaff;
beforeAll(async () => {
  staff = await createTestStaff(database().db, 'staff');
});

let sequence = 0;

async function placedOrder(
  db: Kysely<Database>,
  method: PaymentMethod,
  status: OrderStatus,
  comment = '',
): Promise<string> {
  sequence += 1;
  const customer = await createTestCustomer(db);
  const product = await stockTestProduct(db, { priceCents: 1500, quantity: 5 });
  const number = `JH-261126-P${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`;
  const now = new Date().toISOString();
  const order = await insertOrder(db, {
    public_id: number,
    user_id: customer.id,
    cart_id: null,
    status,
    payment_method: method,
    currency: 'INR',
    subtotal_minor: 100800,
    discount_minor: 0,
    shipping_minor: 3900,
    total_minor: 104700,
    promo_code: null,
    delivery_address: DELIVERY.delivery_address,
    name: DELIVERY.name,
    country_code: '+91',
    mobile_number: DELIVERY.mobile_number,
    pin_code: DELIVERY.pin_code,
    city: DELIVERY.city,
    state: DELIVERY.state,
    comment,
    provider_order_id: null,
    idempotency_key: null,
    client_idempotency_key: null,
    reservation_expires_at: null,
    paid_at: status === 'paid' ? now : null,
    last_payment_error: null,
    created_at: now,
    updated_at: now,
  });
  await insertOrderLines(db, [
    {
      order_id: order.id,
      product_id: product.id,
      product_name: 'Block-printed kurta',
      size: product.size,
      quantity: 2,
      unit_price_minor: 50400,
      mrp_minor: 90000,
    },
  ]);
  return number;
}

/** The text drawn in a pdfkit PDF: each content stream inflated, each TJ array's hex strings (Latin-1 is enough here), one line per array. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    try {
      return zlib.inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return streams
    .flatMap((content) => content.match(/\[[^\]]*\] TJ/g) ?? [])
    .map((array) =>
      (array.match(/<([0-9a-f]*)>/g) ?? [])
        .map((hex) => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

async function pdfOf(response: { status: number; headers: Headers; raw: Buffer }) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return response.raw;
}

async function get(
  handler: (request: Request) => Promise<Response>,
  path: string,
  headers: Record<string, string> = staff.headers,
) {
  const response = await handler(new Request(`http://localhost${path}`, { headers }));
  return { status: response.status, headers: response.headers, raw: Buffer.from(await response.arrayBuffer()) };
}

describe('packing slips', () => {
  it('answers one order as a one-page PDF, and a selection as one PDF of a page per order', async () => {
    const { db } = database();
    const cash = await placedOrder(db, 'cod', 'cod_confirmed', 'Please ring twice');
    const card = await placedOrder(db, 'razorpay', 'paid');
    const card2 = await placedOrder(db, 'paypal', 'paid');

    const one = await pdfOf(await get(getPackingSlip, `/api/admin/orders/${cash.toLowerCase()}/packing-slip/`));
    expect(pageCount(one)).toBe(1);
    const text = pdfText(one);
    for (const expected of [
      'Packing slip',
      cash,
      DELIVERY.delivery_address,
      'India',
      `Phone: +91 ${DELIVERY.mobile_number}`,
      'Block-printed kurta',
      'Please ring twice',
      'CASH ON DELIVERY: collect INR 1,047.00',
    ]) {
      expect(text).toContain(expected);
    }
    // No prices on a packing slip: the only amount is the cash to collect.
    expect(text).not.toContain('504.00');
    expect(pdfText(await pdfOf(await get(getPackingSlip, `/api/admin/orders/${card}/packing-slip/`)))).not.toContain(
      'CASH ON DELIVERY',
    );

    const selection = await pdfOf(
      await get(getPackingSlips, `/api/admin/packing-slips/?order_numbers=${cash},${card},%20${card2}`),
    );
    expect(pageCount(selection)).toBe(3);
  });

  it('answers 404 for an unknown order, 400 for an empty list or more than 100, 401 without a session', async () => {
    const { db } = database();
    const known = await placedOrder(db, 'razorpay', 'paid');
    const unknown = await get(getPackingSlip, '/api/admin/orders/JH-000000-NOTHERE0/packing-slip/');
    expect(unknown.status).toBe(404);
    const unknownInSelection = await get(
      getPackingSlips,
      `/api/admin/packing-slips/?order_numbers=${known},JH-000000-NOTHERE0`,
    );
    expect(unknownInSelection.status).toBe(404);
    expect(apiErrorBody.parse(JSON.parse(unknownInSelection.raw.toString('utf8'))).message).toContain(
      'JH-000000-NOTHERE0',
    );

    for (const query of [
      '',
      'order_numbers=',
      'order_numbers=%20,%20',
      `order_numbers=${Array.from({ length: 101 }, (_, index) => `JH-000000-X${index}`).join(',')}`,
    ]) {
      const refused = await get(getPackingSlips, `/api/admin/packing-slips/?${query}`);
      expect(refused.status).toBe(400);
      expect(apiErrorBody.parse(JSON.parse(refused.raw.toString('utf8'))).field).toBe('order_numbers');
    }
    expect((await get(getPackingSlip, `/api/admin/orders/${known}/packing-slip/`, {})).status).toBe(401);
    expect((await get(getPackingSlips, `/api/admin/packing-slips/?order_numbers=${known}`, {})).status).toBe(401);
  });
});
