import 'server-only';
import { isRecord } from './common';
import { minorOf, payPalMoneyOf, paypalError, type StoredUnit } from './paypal-common';

type Validated = { units: StoredUnit[] } | { error: Response };

const BREAKDOWN_ADDED = ['item_total', 'tax_total', 'shipping', 'handling', 'insurance'] as const;
const BREAKDOWN_TAKEN = ['shipping_discount', 'discount'] as const;

/**
 * PayPal's checks of POST /v2/checkout/orders: well-formed amounts (400),
 * and figures that add up (422): amount.value = item_total + tax_total +
 * shipping + handling + insurance - shipping_discount - discount, and the
 * items sum to item_total.
 */
export function validatePayPalOrderRequest(body: unknown): Validated {
  const invalid = (field: string, issue: string, description: string) => ({
    error: paypalError(400, 'INVALID_REQUEST', [{ field, issue, description }]),
  });
  const unprocessable = (field: string, value: string, issue: string, description: string) => ({
    error: paypalError(422, 'UNPROCESSABLE_ENTITY', [{ field, value, issue, description }]),
  });
  if (!isRecord(body)) return invalid('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    return invalid(
      '/intent',
      body.intent === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
      'A required field / parameter is missing or invalid.',
    );
  }
  if (!Array.isArray(body.purchase_units) || body.purchase_units.length < 1 || body.purchase_units.length > 10) {
    return invalid('/purchase_units', 'MISSING_REQUIRED_PARAMETER', 'A required field / parameter is missing.');
  }
  const units: StoredUnit[] = [];
  for (const [index, unit] of body.purchase_units.entries()) {
    if (!isRecord(unit) || !isRecord(unit.amount))
      return invalid(
        `/purchase_units/${index}/amount`,
        'MISSING_REQUIRED_PARAMETER',
        'A required field / parameter is missing.',
      );
    const referenceId =
      typeof unit.reference_id === 'string' && unit.reference_id !== '' ? unit.reference_id : 'default';
    const at = `/purchase_units/@reference_id=='${referenceId}'`;
    const currency = unit.amount.currency_code;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
      return invalid(`${at}/amount/currency_code`, 'INVALID_PARAMETER_VALUE', 'Currency code is invalid.');
    const value = minorOf(unit.amount.value, currency);
    if (value === null)
      return invalid(
        `${at}/amount/value`,
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    if (value <= 0)
      return unprocessable(
        `${at}/amount/value`,
        String(unit.amount.value),
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero.',
      );
    for (const key of ['custom_id', 'invoice_id', 'description'] as const) {
      const text = unit[key];
      if (text !== undefined && (typeof text !== 'string' || text.length > 127))
        return invalid(`${at}/${key}`, 'INVALID_STRING_LENGTH', 'The value of a field is too long.');
    }

    const breakdown = unit.amount.breakdown;
    const parts: Record<string, number> = {};
    if (breakdown !== undefined) {
      if (!isRecord(breakdown))
        return invalid(
          `${at}/amount/breakdown`,
          'INVALID_PARAMETER_SYNTAX',
          'The value of a field does not conform to the expected format.',
        );
      for (const key of [...BREAKDOWN_ADDED, ...BREAKDOWN_TAKEN]) {
        const part = breakdown[key];
        if (part === undefined) continue;
        if (!isRecord(part))
          return invalid(
            `${at}/amount/breakdown/${key}`,
            'INVALID_PARAMETER_SYNTAX',
            'The value of a field does not conform to the expected format.',
          );
        if (part.currency_code !== currency)
          return unprocessable(
            `${at}/amount/breakdown/${key}/currency_code`,
            String(part.currency_code),
            'CURRENCY_MISMATCH',
            'Currency code should be the same for all amounts in a purchase unit.',
          );
        const minor = minorOf(part.value, currency);
        if (minor === null)
          return invalid(
            `${at}/amount/breakdown/${key}/value`,
            'DECIMAL_PRECISION',
            'If the currency supports decimals, only two decimal place precision is supported.',
          );
        parts[key] = minor;
      }
      const expected =
        BREAKDOWN_ADDED.reduce((sum, key) => sum + (parts[key] ?? 0), 0) -
        BREAKDOWN_TAKEN.reduce((sum, key) => sum + (parts[key] ?? 0), 0);
      if (expected !== value) {
        return unprocessable(
          `${at}/amount/value`,
          String(unit.amount.value),
          'AMOUNT_MISMATCH',
          'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
        );
      }
    }

    if (unit.items !== undefined) {
      if (!Array.isArray(unit.items))
        return invalid(
          `${at}/items`,
          'INVALID_PARAMETER_SYNTAX',
          'The value of a field does not conform to the expected format.',
        );
      if (parts.item_total === undefined)
        return unprocessable(
          `${at}/amount/breakdown/item_total`,
          '',
          'ITEM_TOTAL_REQUIRED',
          'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
        );
      let itemsTotal = 0;
      for (const [itemIndex, item] of unit.items.entries()) {
        const where = `${at}/items/@sku=='${isRecord(item) && typeof item.sku === 'string' ? item.sku : itemIndex}'`;
        if (!isRecord(item))
          return invalid(
            where,
            'INVALID_PARAMETER_SYNTAX',
            'The value of a field does not conform to the expected format.',
          );
        if (typeof item.name !== 'string' || item.name.length < 1 || item.name.length > 127)
          return invalid(
            `${where}/name`,
            'INVALID_STRING_LENGTH',
            'The value of a field is either too short or too long.',
          );
        if (typeof item.quantity !== 'string' || !/^[1-9]\d{0,9}$/.test(item.quantity))
          return invalid(
            `${where}/quantity`,
            'INVALID_PARAMETER_SYNTAX',
            'The value of a field does not conform to the expected format.',
          );
        if (!isRecord(item.unit_amount))
          return invalid(
            `${where}/unit_amount`,
            'MISSING_REQUIRED_PARAMETER',
            'A required field / parameter is missing.',
          );
        if (item.unit_amount.currency_code !== currency)
          return unprocessable(
            `${where}/unit_amount/currency_code`,
            String(item.unit_amount.currency_code),
            'CURRENCY_MISMATCH',
            'Currency code should be the same for all amounts in a purchase unit.',
          );
        const unitMinor = minorOf(item.unit_amount.value, currency);
        if (unitMinor === null)
          return invalid(
            `${where}/unit_amount/value`,
            'DECIMAL_PRECISION',
            'If the currency supports decimals, only two decimal place precision is supported.',
          );
        itemsTotal += unitMinor * Number(item.quantity);
      }
      if (itemsTotal !== parts.item_total) {
        return unprocessable(
          `${at}/amount/breakdown/item_total/value`,
          payPalMoneyOf(currency, parts.item_total).value,
          'ITEM_TOTAL_MISMATCH',
          'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
        );
      }
    }

    units.push({
      reference_id: referenceId,
      amount: { ...unit.amount, currency_code: currency, value: String(unit.amount.value) },
      ...(typeof unit.custom_id === 'string' ? { custom_id: unit.custom_id } : {}),
      ...(typeof unit.invoice_id === 'string' ? { invoice_id: unit.invoice_id } : {}),
      ...(typeof unit.description === 'string' ? { description: unit.description } : {}),
      ...(Array.isArray(unit.items) ? { items: unit.items } : {}),
    });
  }
  return { units };
}
