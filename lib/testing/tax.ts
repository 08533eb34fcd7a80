import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TaxSettingsValues } from '@/lib/contract/admin';
import type { Database, FulfilmentStatus, OrderStatus, PaymentMethod } from '@/lib/server/db/schema';
import { DEMO_GSTIN } from '@/lib/server/seed/seed-tax';

/** A valid tax identity (Rajasthan, the demo's GSTIN, an LUT for 2025-26 and 2026-27), as an owner would save it. */
export const TEST_TAX_IDENTITY: TaxSettingsValues = {
  legal_name: 'Jaipur Handcrafted Textiles',
  address: 'Plot 14, Sanganer Industrial Area, Jaipur, Rajasthan 302029',
  state_code: '08',
  gstin: DEMO_GSTIN,
  lut_reference: 'AD080325000123X',
  lut_valid_from: '2025-04-01',
  lut_valid_until: '2027-03-31',
  invoice_prefix: 'INV',
  credit_note_prefix: 'CN',
};

/** Writes (or replaces) the shop's tax identity straight to the database, for tests of the tax documents. */
export async function configureTestTaxIdentity(
  db: Kysely<Database>,
  changes: Partial<TaxSettingsValues> = {},
): Promise<void> {
  const row = {
    id: 1,
    ...TEST_TAX_IDENTITY,
    ...changes,
    updated_at: new Date().toISOString(),
    updated_by_staff_id: null,
  };
  const { id: _id, ...update } = row;
  await db
    .insertInto('tax_settings')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet(update))
    .execute();
}

export interface TaxTestOrder {
  userId: number;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  currency?: 'INR' | 'USD';
  country?: string;
  state?: string;
  pinCode?: string;
  lines: { productId: number; name: string; size: string; unitMinor: number; quantity: number }[];
  discountMinor?: number;
  shippingMinor?: number;
  buyerGstin?: string | null;
  fulfilment?: FulfilmentStatus;
}

/** An order with its lines written straight to the database (stock is the caller's), its total adding up. */
export async function insertTaxTestOrder(
  db: Kysely<Database>,
  order: TaxTestOrder,
): Promise<{ id: number; publicId: string }> {
  const subtotal = order.lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  const discount = order.discountMinor ?? 0;
  const shipping = order.shippingMinor ?? 0;
  const now = new Date().toISOString();
  const publicId = `JH-261129-X${crypto.randomBytes(4).toString('hex').toUpperCase().slice(0, 7)}`;
  const paid = order.status === 'paid';
  const row = await db
    .insertInto('orders')
    .values({
      public_id: publicId,
      user_id: order.userId,
      cart_id: null,
      status: order.status,
      payment_method: order.paymentMethod,
      currency: order.currency ?? 'INR',
      subtotal_minor: subtotal,
      discount_minor: discount,
      shipping_minor: shipping,
      total_minor: subtotal - discount + shipping,
      promo_code: null,
      delivery_address: '14 Johari Bazaar',
      name: 'Asha Verma',
      country_code: '+91',
      mobile_number: '9829012345',
      pin_code: order.pinCode ?? '302003',
      city: 'Jaipur',
      state: order.state ?? 'Rajasthan',
      country: order.country ?? 'IN',
      comment: '',
      provider_order_id: order.paymentMethod === 'cod' ? null : `order_${publicId}`,
      idempotency_key: null,
      reservation_expires_at: null,
      paid_at: paid ? now : null,
      last_payment_error: null,
      client_idempotency_key: null,
      created_at: now,
      updated_at: now,
      fulfilment_status: order.fulfilment ?? 'unfulfilled',
      buyer_gstin: order.buyerGstin ?? null,
      buyer_legal_name: order.buyerGstin ? 'Verma Textiles LLP' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_lines')
    .values(
      order.lines.map((line) => ({
        order_id: row.id,
        product_id: line.productId,
        product_name: line.name,
        size: line.size,
        quantity: line.quantity,
        unit_price_minor: line.unitMinor,
        mrp_minor: line.unitMinor * 2,
      })),
    )
    .execute();
  return { id: row.id, publicId };
}
