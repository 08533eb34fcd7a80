import 'server-only';
import crypto from 'node:crypto';
import { SANDBOX_CREDENTIALS } from '../server/config';
import { json, randomId } from './common';
import { itemAt } from '../list';
import type * as store from './store';
import { minorToDecimalString } from '../money';

/**
 * What the PayPal sandbox's parts share (paypal.ts): its fixed credentials,
 * the payer, PayPal's error body, amounts and the stored purchase units.
 */
export const credentials = SANDBOX_CREDENTIALS.paypal;
export const PAYER = {
  name: { given_name: 'Sandbox', surname: 'Buyer' },
  email_address: 'buyer@sandbox.example',
  payer_id: 'SANDBOXPAYER01',
  address: { country_code: 'IN' },
};
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'HUF', 'TWD']);

interface PayPalIssue {
  field?: string;
  value?: string;
  location?: string;
  issue: string;
  description: string;
}

const ERROR_MESSAGES: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
};

export function paypalError(
  status: number,
  name: 'INVALID_REQUEST' | 'UNPROCESSABLE_ENTITY' | 'RESOURCE_NOT_FOUND',
  details: PayPalIssue[],
): Response {
  return json(
    {
      name,
      message: ERROR_MESSAGES[name],
      debug_id: crypto.randomBytes(7).toString('hex').slice(0, 13),
      details: details.map((detail) => ({ location: 'body', ...detail })),
      links: details.map((detail) => ({
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${detail.issue}`,
        rel: 'information_link',
        method: 'GET',
      })),
    },
    status,
  );
}

export function newPayPalId(): string {
  return randomId(17, 'upper');
}

/** Minor units of a PayPal amount string, or null when it is not one for this currency. */
export function minorOf(value: unknown, currency: string): number | null {
  if (typeof value !== 'string') return null;
  const decimals = ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
  const pattern = decimals === 0 ? /^(\d{1,10})$/ : /^(\d{1,10})(?:\.(\d{1,2}))?$/;
  const match = pattern.exec(value);
  if (!match) return null;
  return decimals === 0 ? Number(match[1]) : Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** PayPal's Money object of an amount in minor units: its currency and the amount as PayPal writes it. */
export function payPalMoneyOf(currency: string, minor: number) {
  const value = ZERO_DECIMAL_CURRENCIES.has(currency) ? String(minor) : minorToDecimalString(minor);
  return { currency_code: currency, value };
}

export interface StoredUnit {
  reference_id: string;
  amount: Record<string, unknown> & { currency_code: string; value: string };
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  items?: unknown[];
}

export function parseUnits(row: store.PayPalOrderRow): StoredUnit[] {
  const parsed: unknown = JSON.parse(row.purchase_units);
  return Array.isArray(parsed) ? (parsed as StoredUnit[]) : [];
}

/** The order's first purchase unit: createOrder stores none without one, so a miss is a bug. */
export function firstUnitOrThrow(row: store.PayPalOrderRow): StoredUnit {
  return itemAt(parseUnits(row), 0);
}

export function resourceNotFound(): Response {
  return paypalError(404, 'RESOURCE_NOT_FOUND', [
    {
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
}
