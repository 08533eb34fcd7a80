import { formatCheckoutAmount } from '@/lib/money';

/** An amount of an order in its currency, with cents when it has them. */
export function formatAdminAmount(amount: number, currency: string): string {
  return formatCheckoutAmount(amount, currency);
}

/** A moment as staff read it: day, month, year and time, in UTC (the dashboard's days are UTC days). */
export function formatAdminTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(date)} UTC`;
}

/** Words staff read in capitals. */
const ACRONYMS = new Set(['cod', 'sms', 'upi', 'pdf', 'gst', 'inr', 'usd', 'otp', 'id', 'url']);

/** `partially_refunded` → `Partially refunded`, `cod_confirmed` → `COD confirmed`. */
export function humanize(value: string): string {
  const text = value
    .replace(/[_.]/g, ' ')
    .split(' ')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How staff read the channels a message goes by. */
export const CHANNEL_NAMES: Record<string, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };

export const PAYMENT_METHOD_NAMES: Record<string, string> = {
  razorpay: 'Card / UPI (Razorpay)',
  paypal: 'PayPal',
  cod: 'Cash on delivery',
};
