import 'server-only';
import { isRecord } from './common';
import type { SandboxContext } from './context';
import { firstUnitOrThrow, minorOf, payPalMoneyOf, parseUnits, PAYER, type StoredUnit } from './paypal-common';
import * as store from './store';

export function orderLinks(ctx: SandboxContext, row: store.PayPalOrderRow) {
  const self = `${ctx.baseUrl}/v2/checkout/orders/${row.id}`;
  return [
    { href: self, rel: 'self', method: 'GET' },
    ...(row.status === 'CREATED'
      ? [{ href: `${ctx.baseUrl}/checkout/approve?token=${row.id}`, rel: 'approve', method: 'GET' }]
      : []),
    ...(row.status !== 'COMPLETED' ? [{ href: self, rel: 'update', method: 'PATCH' }] : []),
    ...(row.status === 'APPROVED' ? [{ href: `${self}/capture`, rel: 'capture', method: 'POST' }] : []),
  ];
}

/** The capture's status as PayPal reports it after refunds: PARTIALLY_REFUNDED, then REFUNDED once nothing is left. */
function captureStatus(row: store.PayPalOrderRow, capturedMinor: number, declined: boolean): string {
  if (declined) return 'DECLINED';
  const refunded = Number(row.refunded_minor);
  if (refunded <= 0) return 'COMPLETED';
  return refunded >= capturedMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** PayPal's fee in the sandbox: 3% of the gross, as a stand-in for the real schedule. */
function paypalFee(grossMinor: number): number {
  return Math.round(grossMinor * 0.03);
}

interface CaptureFacts {
  row: store.PayPalOrderRow;
  unit: StoredUnit;
  captureId: string;
  currency: string;
  capturedMinor: number;
  declined: boolean;
}

export function captureFacts(row: store.PayPalOrderRow): CaptureFacts | undefined {
  if (!row.capture_id) return undefined;
  const unit = firstUnitOrThrow(row);
  const currency = unit.amount.currency_code;
  return {
    row,
    unit,
    captureId: row.capture_id,
    currency,
    capturedMinor: minorOf(unit.amount.value, currency) ?? 0,
    declined: row.approval === 'decline',
  };
}

/** The capture as GET /v2/payments/captures/{id} answers it: the status moves with refunds. */
export function captureRepresentation(ctx: SandboxContext, facts: CaptureFacts) {
  const { row, unit, captureId, currency, capturedMinor, declined } = facts;
  const fee = paypalFee(capturedMinor);
  return {
    id: captureId,
    status: captureStatus(row, capturedMinor, declined),
    amount: payPalMoneyOf(currency, capturedMinor),
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...(declined
      ? {}
      : {
          seller_receivable_breakdown: {
            gross_amount: payPalMoneyOf(currency, capturedMinor),
            paypal_fee: payPalMoneyOf(currency, fee),
            net_amount: payPalMoneyOf(currency, capturedMinor - fee),
          },
        }),
    ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
    ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    supplementary_data: { related_ids: { order_id: row.id } },
    create_time: row.capture_response ? captureCreateTime(row) : row.update_time,
    update_time: row.update_time,
    links: [
      { href: `${ctx.baseUrl}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
      { href: `${ctx.baseUrl}/v2/payments/captures/${captureId}/refund`, rel: 'refund', method: 'POST' },
      { href: `${ctx.baseUrl}/v2/checkout/orders/${row.id}`, rel: 'up', method: 'GET' },
    ],
  };
}

function captureCreateTime(row: store.PayPalOrderRow): string {
  const captured: unknown = JSON.parse(row.capture_response ?? '{}');
  if (isRecord(captured) && Array.isArray(captured.purchase_units)) {
    const unit: unknown = captured.purchase_units[0];
    const capture: unknown =
      isRecord(unit) && isRecord(unit.payments) && Array.isArray(unit.payments.captures)
        ? unit.payments.captures[0]
        : undefined;
    if (isRecord(capture) && typeof capture.create_time === 'string') return capture.create_time;
  }
  return row.update_time;
}

/** A refund as POST .../refund (Prefer: return=representation), GET /v2/payments/refunds/{id} and the webhook give it. */
export function refundRepresentation(ctx: SandboxContext, refund: store.PayPalRefundRow, capturedMinor: number) {
  const fee = capturedMinor > 0 ? Math.round((paypalFee(capturedMinor) * refund.amount) / capturedMinor) : 0;
  return {
    id: refund.id,
    amount: payPalMoneyOf(refund.currency, refund.amount),
    seller_payable_breakdown: {
      gross_amount: payPalMoneyOf(refund.currency, refund.amount),
      paypal_fee: payPalMoneyOf(refund.currency, fee),
      net_amount: payPalMoneyOf(refund.currency, refund.amount - fee),
      total_refunded_amount: payPalMoneyOf(refund.currency, refund.total_refunded),
    },
    ...(refund.invoice_id ? { invoice_id: refund.invoice_id } : {}),
    ...(refund.custom_id ? { custom_id: refund.custom_id } : {}),
    ...(refund.note_to_payer ? { note_to_payer: refund.note_to_payer } : {}),
    status: refund.status,
    create_time: refund.create_time,
    update_time: refund.update_time,
    links: [
      { href: `${ctx.baseUrl}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${ctx.baseUrl}/v2/payments/captures/${refund.capture_id}`, rel: 'up', method: 'GET' },
    ],
  };
}

/** The order as GET /v2/checkout/orders/{id} answers it. */
export async function orderRepresentation(ctx: SandboxContext, row: store.PayPalOrderRow) {
  if (row.capture_response) {
    const captured: unknown = JSON.parse(row.capture_response);
    const facts = captureFacts(row);
    // After refunds the capture reads PARTIALLY_REFUNDED or REFUNDED and the refunds are listed, as at PayPal.
    if (facts && Number(row.refunded_minor) > 0 && isRecord(captured) && Array.isArray(captured.purchase_units)) {
      const refunds = (await store.listPayPalRefunds(ctx.db, facts.captureId)).map((refund) => {
        const full = refundRepresentation(ctx, refund, facts.capturedMinor);
        return {
          id: full.id,
          status: full.status,
          amount: full.amount,
          seller_payable_breakdown: full.seller_payable_breakdown,
          create_time: full.create_time,
          update_time: full.update_time,
          links: full.links,
        };
      });
      for (const unit of captured.purchase_units) {
        if (!isRecord(unit) || !isRecord(unit.payments) || !Array.isArray(unit.payments.captures)) continue;
        for (const capture of unit.payments.captures)
          if (isRecord(capture)) capture.status = captureStatus(row, facts.capturedMinor, facts.declined);
        unit.payments.refunds = refunds;
      }
    }
    return captured;
  }
  const approved = row.status !== 'CREATED';
  return {
    id: row.id,
    intent: row.intent,
    status: row.status,
    ...(approved
      ? {
          payment_source: {
            paypal: { email_address: PAYER.email_address, account_id: PAYER.payer_id, name: PAYER.name },
          },
          payer: PAYER,
        }
      : {}),
    purchase_units: parseUnits(row).map((unit) => ({
      ...unit,
      payee: { email_address: 'merchant@sandbox.example', merchant_id: 'SANDBOXMERCHANT1' },
    })),
    create_time: row.create_time,
    update_time: row.update_time,
    links: orderLinks(ctx, row),
  };
}
