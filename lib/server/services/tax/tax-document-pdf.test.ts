/**
 * The GST documents as printed: three invoices of issue 30 (a Rajasthan order
 * with a Hindi name and address, a Maharashtra business purchase with the
 * buyer's GSTIN and an e-invoice IRN, a US export under LUT in dollars), a
 * credit note and a long order, rendered to PDF, their text read back with
 * pdftotext and page 1 drawn as a PNG with pdftoppm (poppler-utils) into
 * test-results/invoices/ to look at. Pure: the views are built here with the
 * shop's own tax arithmetic, no database.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { amountInWords } from '../../../gst/amount-in-words';
import { gstinCheckCharacter } from '../../../gst/gstin';
import { computeOrderTax, EXPORT_UNDER_LUT_TEXT, type TaxLineInput } from '../../../gst/tax';
import { scriptRuns } from './pdf-text';
import type { TaxDocumentView } from './tax-document';
import { taxDocumentFileName } from '@/lib/contract/tax-documents';
import { REVERSE_CHARGE_TEXT, renderTaxDocumentPdf } from './tax-document-pdf';

const OUT = path.join(process.cwd(), 'test-results', 'invoices');

const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const SUPPLIER_GSTIN = gstin('08AABCJ1234K1Z');
const BUYER_GSTIN = gstin('27AAACK5678L1Z');

const supplier = {
  legalName: 'Jaipur Block Prints Private Limited',
  address: '14, Sanganer Industrial Area\nJaipur, Rajasthan 302029, India',
  stateCode: '08',
  stateName: 'Rajasthan',
  gstin: SUPPLIER_GSTIN,
};

interface Item extends TaxLineInput {
  description: string;
  size: string;
}

const item = (
  description: string,
  size: string,
  unitPricePaise: number,
  quantity: number,
  extra: Partial<Item> = {},
): Item => ({ description, size, unitPricePaise, quantity, discountPaise: 0, hsnCode: '6204', rateBp: 500, ...extra });

/** A view as the issuing service builds it: the figures from the shop's own arithmetic (lib/gst/tax.ts). */
function invoiceView(options: {
  number: string;
  items: Item[];
  shippingPaise?: number;
  codFeePaise?: number;
  placeOfSupply: { code: string | null; name: string };
  currency?: string;
  buyer: TaxDocumentView['buyer'];
  lut?: string;
  einvoice?: TaxDocumentView['einvoice'];
}): TaxDocumentView {
  const taxed = computeOrderTax({
    lines: options.items,
    shippingPaise: options.shippingPaise ?? 0,
    codFeePaise: options.codFeePaise ?? 0,
    supplierStateCode: '08',
    placeOfSupplyStateCode: options.placeOfSupply.code,
    lutInForce: options.lut !== undefined,
  });
  return {
    kind: 'invoice',
    number: options.number,
    issuedAt: '2026-11-28T20:15:00.000Z', // 29 November in India
    orderNumber: 'JBP-7K2M9Q',
    invoice: null,
    creditNoteReason: null,
    currency: options.currency ?? 'INR',
    supplier,
    buyer: options.buyer,
    supply: taxed.supply,
    placeOfSupply: options.placeOfSupply,
    lut: options.lut ? { reference: options.lut } : null,
    lines: taxed.lines.map((line, index) => {
      const source = options.items[index]!;
      return {
        position: index + 1,
        description: source.description,
        size: source.size,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        unit: line.hsnCode === '5208' ? 'MTR' : 'PCS', // fabric is sold by the metre
        unitPriceMinor: source.unitPricePaise,
        discountMinor: source.discountPaise,
        shippingShareMinor: line.shippingSharePaise,
        codFeeShareMinor: line.codFeeSharePaise,
        rateBp: line.rateBp,
        amountMinor: line.amountPaise,
        taxableMinor: line.taxablePaise,
        cgstMinor: line.cgstPaise,
        sgstMinor: line.sgstPaise,
        igstMinor: line.igstPaise,
      };
    }),
    totals: {
      amountMinor: taxed.totals.amountPaise,
      taxableMinor: taxed.totals.taxablePaise,
      cgstMinor: taxed.totals.cgstPaise,
      sgstMinor: taxed.totals.sgstPaise,
      igstMinor: taxed.totals.igstPaise,
    },
    einvoice: options.einvoice ?? null,
  };
}

const HINDI_NAME = 'श्रीमती अनन्या शर्मा';
const HINDI_STREET = 'फ्लैट 12, क्षितिज अपार्टमेंट, मालवीय नगर';

const rajasthan = invoiceView({
  number: 'INV2627/00042',
  items: [
    item('Block-printed cotton kurta, indigo dabu', 'M', 189_900, 2, { discountPaise: 20_000 }),
    item('Hand-block cushion cover, sanganeri buti', '16 x 16 in', 320_000, 1, { hsnCode: '6304', rateBp: 1800 }),
  ],
  codFeePaise: 3_900,
  placeOfSupply: { code: '08', name: 'Rajasthan' },
  buyer: {
    name: HINDI_NAME,
    gstin: null,
    legalName: null,
    billingAddress: [HINDI_NAME, HINDI_STREET, 'जयपुर, राजस्थान 302017', 'India', 'Phone: +91 98290 12345'],
    deliveryAddress: [HINDI_NAME, HINDI_STREET, 'जयपुर, राजस्थान 302017', 'India', 'Phone: +91 98290 12345'],
  },
});

const IRN = 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229';
const maharashtra = invoiceView({
  number: 'INV2627/00043',
  items: [
    item('Ajrakh print cotton saree', 'Free size', 289_000, 3, { rateBp: 1800 }),
    item('Bagru print cotton dress', 'L', 245_000, 4),
    item('Dabu print cotton fabric, per metre', '', 42_000, 10, { hsnCode: '5208' }),
  ],
  placeOfSupply: { code: '27', name: 'Maharashtra' },
  buyer: {
    name: 'Rohan Mehta',
    gstin: BUYER_GSTIN,
    legalName: 'Kala Retail Private Limited',
    billingAddress: ['Rohan Mehta', '3rd Floor, Kamala Mills, Lower Parel', 'Mumbai, Maharashtra 400013', 'India'],
    deliveryAddress: ['Rohan Mehta', 'Unit 7, Bhiwandi Logistics Park', 'Thane, Maharashtra 421302', 'India'],
  },
  einvoice: {
    irn: IRN,
    ackNumber: '112610000012345',
    ackAt: '2026-11-28T20:16:00.000Z',
    signedQr: `eyJhbGciOi.${IRN}.sig`,
  },
});

const LUT = 'AD0807250123456';
const usExport = invoiceView({
  number: 'INV2627/00044',
  items: [
    item('Hand-block quilted jacket', 'S', 12_900, 1, { hsnCode: '6202' }),
    item('Block-printed table runner', '', 4_550, 2, { hsnCode: '6302' }),
  ],
  currency: 'USD',
  placeOfSupply: { code: null, name: 'United States' },
  lut: LUT,
  buyer: {
    name: 'Emily Carter',
    gstin: null,
    legalName: null,
    billingAddress: ['Emily Carter', '221 Hudson Street, Apt 4B', 'New York, NY 10013', 'United States'],
    deliveryAddress: ['Emily Carter', '221 Hudson Street, Apt 4B', 'New York, NY 10013', 'United States'],
  },
});

/** Renders the view, keeps the PDF and page 1 as a PNG, and returns the text read back, spaces folded. */
async function render(
  name: string,
  view: TaxDocumentView,
): Promise<{ text: string; layout: string; png: string; pages: number }> {
  mkdirSync(OUT, { recursive: true });
  const pdf = path.join(OUT, `${name}.pdf`);
  writeFileSync(pdf, await renderTaxDocumentPdf(view));
  // The layout keeps a label and its value on one line; the plain reading carries the Devanagari's logical
  // text (ActualText), which the layout mode leaves out.
  const layout = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  const plain = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(OUT, name)]);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
  const text = `${layout}\n${plain}`.replace(/\s+/g, ' ');
  return { text, layout, png: path.join(OUT, `${name}.png`), pages };
}

/** An A4 page at 80 dpi is about 662 × 936 pixels; a blank one compresses to almost nothing. */
function expectSanePng(file: string): void {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(Math.abs(png.readUInt32BE(16) - 662)).toBeLessThanOrEqual(1);
  expect(Math.abs(png.readUInt32BE(20) - 936)).toBeLessThanOrEqual(1);
  expect(statSync(file).size).toBeGreaterThan(20_000);
}

describe('renderTaxDocumentPdf', () => {
  jest.setTimeout(30_000);

  it('prints a Rajasthan invoice with CGST and SGST, and a Hindi name and address', async () => {
    const { text, png } = await render('rajasthan-intra-state', rajasthan);
    for (const expected of [
      'Tax invoice',
      'Jaipur Block Prints Private Limited',
      `GSTIN: ${SUPPLIER_GSTIN}`,
      'Rajasthan (state code 08)',
      'INV2627/00042',
      '29 November 2026',
      'JBP-7K2M9Q',
      HINDI_NAME,
      HINDI_STREET,
      'जयपुर, राजस्थान 302017',
      '6204',
      '6304',
      'CGST',
      'SGST',
      '@2.5%',
      '@9%',
      '18%',
      '3,200.00 0.00 18.36 2,727.42 18% 245.47 245.47 3,218.36', // the COD fee's share: 3,200 of 6,798 goods
      'COD fee',
      REVERSE_CHARGE_TEXT,
      amountInWords(rajasthan.totals.amountMinor, 'INR'),
      'Rupees Six Thousand Eight Hundred Thirty-Seven Only',
      'For Jaipur Block Prints Private Limited',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('?');
    expectSanePng(png);
  });

  it('prints a Maharashtra business purchase with IGST, the buyer GSTIN and the e-invoice IRN', async () => {
    const { text, png } = await render('maharashtra-b2b', maharashtra);
    for (const expected of [
      `GSTIN: ${BUYER_GSTIN}`,
      'Kala Retail Private Limited',
      'Attention: Rohan Mehta',
      'Unit 7, Bhiwandi Logistics Park',
      'Maharashtra (state code 27)',
      'IGST',
      '@18%',
      '5208',
      'MTR',
      `IRN: ${IRN}`,
      'Ack no.: 112610000012345',
      amountInWords(maharashtra.totals.amountMinor, 'INR'),
      REVERSE_CHARGE_TEXT,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expectSanePng(png);
  });

  it('prints a US export under LUT in dollars, without tax', async () => {
    const { text, png } = await render('us-export-lut', usExport);
    expect(usExport.totals.igstMinor).toBe(0);
    for (const expected of [
      `${EXPORT_UNDER_LUT_TEXT}. LUT reference: ${LUT}.`,
      'Outside India: United States',
      'Amount (USD)',
      'USD 220.00',
      'US Dollars Two Hundred Twenty Only',
      'nil (LUT)',
      '6202',
      '6302',
    ]) {
      expect(text).toContain(expected);
    }
    expectSanePng(png);
  });

  it('prints a credit note naming its invoice, the date and the reason', async () => {
    const line = rajasthan.lines[1]!;
    const note: TaxDocumentView = {
      ...rajasthan,
      kind: 'credit_note',
      number: 'CN2627/00003',
      issuedAt: '2026-12-03T06:00:00.000Z',
      invoice: { number: rajasthan.number, issuedAt: rajasthan.issuedAt },
      creditNoteReason: 'refund',
      lines: [{ ...line, position: 1 }],
      totals: line,
    };
    const { text } = await render('credit-note', note);
    for (const expected of [
      'Credit note',
      'CN2627/00003',
      '3 December 2026',
      'Against invoice INV2627/00042',
      'Invoice date 29 November 2026',
      'Reason Refund',
      'This credit note reduces the value and tax of invoice INV2627/00042 dated 29 November 2026.',
      amountInWords(line.amountMinor, 'INR'),
    ]) {
      expect(text).toContain(expected);
    }
    expect(taxDocumentFileName(note)).toBe('credit-note-CN2627-00003.pdf');
  });

  it('breaks a long order over pages with the table heading repeated, and the totals still add up', async () => {
    const items = Array.from({ length: 45 }, (_, index) =>
      item(`Block-printed cotton kurta no. ${index + 1} with a name long enough to wrap in its cell`, 'XL', 99_900, 1),
    );
    const long = invoiceView({
      number: 'INV2627/00045',
      items,
      codFeePaise: 3_900,
      placeOfSupply: rajasthan.placeOfSupply,
      buyer: rajasthan.buyer,
    });
    const { text, layout, pages } = await render('long-order', long);
    expect(pages).toBeGreaterThan(1);
    expect(layout.split('Description of goods').length - 1).toBe(pages);
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text).toContain('kurta no. 45');
    expect(text).toContain(amountInWords(long.totals.amountMinor, 'INR'));
  });
});

describe('scriptRuns', () => {
  it('puts Devanagari in its own runs, spaces and digits staying with the run they are in', () => {
    expect(scriptRuns('Flat 12, क्षितिज अपार्टमेंट, Jaipur')).toEqual([
      { script: 'latin', text: 'Flat 12, ' },
      { script: 'devanagari', text: 'क्षितिज अपार्टमेंट, ' },
      { script: 'latin', text: 'Jaipur' },
    ]);
    expect(scriptRuns('12 श्री')).toEqual([{ script: 'devanagari', text: '12 श्री' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
