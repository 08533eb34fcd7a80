import { site } from '@/lib/site';
import { renderInvoicePdf, toPdfText, type InvoiceData } from './invoices';

/** Windows-1252 bytes that differ from Latin-1 (Node decodes windows-1252 as Latin-1). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

/** The text of an uncompressed pdfkit PDF: each TJ array's hex strings (Windows-1252), one line per array. */
function pdfText(pdf: Buffer): string {
  const winAnsi = {
    decode: (bytes: Buffer) => Array.from(bytes, (byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''),
  };
  const arrays = pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [];
  return arrays
    .map((array) =>
      (array.match(/<([0-9a-f]*)>/g) ?? []).map((hex) => winAnsi.decode(Buffer.from(hex.slice(1, -1), 'hex'))).join(''),
    )
    .join('\n');
}

const invoice: InvoiceData = {
  orderNumber: 'JH-261125-7K3M9Q2X',
  placedAt: '2026-11-25T10:00:00.000Z',
  currency: 'INR',
  paymentMethod: 'Cash on delivery',
  paymentStatus: 'Payable on delivery',
  billTo: ['Asha Verma', '14 Johari Bazaar', 'Jaipur, Rajasthan, 302003', 'Phone: +91 9829012345'],
  lines: [
    { name: 'Indigo Dabu Kurta', size: 'M', quantity: 2, unitMinor: 33900, totalMinor: 67800 },
    { name: 'Kantha Throw – Rust', size: 'Free Size', quantity: 1, unitMinor: 100900, totalMinor: 100900 },
  ],
  subtotalMinor: 168700,
  discountMinor: 16870,
  promoCode: 'WELCOME10',
  shippingMinor: 3900,
  totalMinor: 155730,
};

describe('renderInvoicePdf', () => {
  it('writes the shop, the order, its lines, the totals and how it is paid', async () => {
    const pdf = await renderInvoicePdf(invoice, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      site.name,
      site.address.street,
      'Invoice',
      'Order number: JH-261125-7K3M9Q2X',
      'Order date: 25 November 2026',
      'Payment method: Cash on delivery',
      'Payment status: Payable on delivery',
      'Asha Verma',
      'Indigo Dabu Kurta',
      'Kantha Throw – Rust',
      'INR 339.00',
      'INR 678.00',
      'INR 1,009.00',
      'Subtotal',
      'INR 1,687.00',
      'Discount (WELCOME10)',
      '-INR 168.70',
      'Shipping',
      'INR 39.00',
      'Total',
      'INR 1,557.30',
    ]) {
      expect(text).toContain(expected);
    }
    expect(pdf.toString('latin1')).toContain('(Invoice JH-261125-7K3M9Q2X)');
  });

  it('says Free for no shipping and compresses by default', async () => {
    const free = await renderInvoicePdf(
      { ...invoice, shippingMinor: 0, totalMinor: 151830, currency: 'USD' },
      { compress: false },
    );
    expect(pdfText(free)).toContain('Free');
    const compressed = await renderInvoicePdf(invoice);
    expect(compressed.length).toBeLessThan(free.length);
  });
});

describe('invoice text', () => {
  it('keeps what the built-in PDF fonts can print', () => {
    expect(toPdfText('Café – “Jaipur”')).toBe('Cafe – “Jaipur”');
    expect(toPdfText('कुर्ता Kurta')).toMatch(/^\?+ Kurta$/);
  });
});
