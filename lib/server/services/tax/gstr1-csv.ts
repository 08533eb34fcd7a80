import { stringify } from 'csv-stringify/sync';
import type { GSTR1_SECTIONS } from '../../../contract/admin-gst-returns';
import type { Gstr1 } from './gstr1';

/**
 * The CSV files of a GSTR-1 (one per section), with the column headers of the GST offline tool's templates so
 * they can be imported there; a few columns of ours follow the template's (taxes, currency, original invoice),
 * for the accountant's check. Amounts with two decimals.
 */
export type Gstr1CsvSection = (typeof GSTR1_SECTIONS)[number];

const money = (amount: number) => amount.toFixed(2);
const TAXES = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];

/** The HSN summary's columns, the same for its B2B and B2C tables. */
const HSN_HEADERS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  ...TAXES,
  'Cess Amount',
];

export const GSTR1_CSV_HEADERS: Record<Gstr1CsvSection, string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAXES,
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    'Integrated Tax Amount',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    'Supply Type',
    ...TAXES,
  ],
  exp: [
    'Export Type',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Port Code',
    'Shipping Bill Number',
    'Shipping Bill Date',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'Currency',
    'Integrated Tax Amount',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAXES,
    'Original Invoice Number',
    'Original Invoice Date',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'Integrated Tax Amount',
    'Currency',
    'Original Invoice Number',
    'Original Invoice Date',
  ],
  hsn_b2b: HSN_HEADERS,
  hsn_b2c: HSN_HEADERS,
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
};

type Row = (string | number)[];
const taxes = (item: { igst: number; cgst: number; sgst: number }) => [
  money(item.igst),
  money(item.cgst),
  money(item.sgst),
];

function rowsOf(gstr1: Gstr1, section: Gstr1CsvSection): Row[] {
  switch (section) {
    case 'b2b':
      return gstr1.b2b.flatMap((invoice) =>
        invoice.items.map((item) => [
          invoice.receiver_gstin,
          invoice.receiver_name,
          invoice.invoice_number,
          invoice.invoice_date,
          money(invoice.invoice_value),
          invoice.place_of_supply,
          invoice.reverse_charge,
          '',
          invoice.invoice_type,
          '',
          item.rate,
          money(item.taxable),
          money(item.cess),
          ...taxes(item),
        ]),
      );
    case 'b2cl':
      return gstr1.b2cl.flatMap((invoice) =>
        invoice.items.map((item) => [
          invoice.invoice_number,
          invoice.invoice_date,
          money(invoice.invoice_value),
          invoice.place_of_supply,
          '',
          item.rate,
          money(item.taxable),
          money(item.cess),
          '',
          money(item.igst),
        ]),
      );
    case 'b2cs':
      return gstr1.b2cs.map((row) => [
        row.type,
        row.place_of_supply,
        '',
        row.rate,
        money(row.taxable),
        money(row.cess),
        '',
        row.supply_type,
        ...taxes(row),
      ]);
    case 'exp':
      return gstr1.exp.flatMap((invoice) =>
        invoice.items.map((item) => [
          invoice.export_type,
          invoice.invoice_number,
          invoice.invoice_date,
          money(invoice.invoice_value),
          invoice.port_code,
          invoice.shipping_bill_number,
          invoice.shipping_bill_date,
          item.rate,
          money(item.taxable),
          money(item.cess),
          invoice.currency,
          money(item.igst),
        ]),
      );
    case 'cdnr':
      return gstr1.cdnr.flatMap((note) =>
        note.items.map((item) => [
          note.receiver_gstin,
          note.receiver_name,
          note.note_number,
          note.note_date,
          note.note_type,
          note.place_of_supply,
          note.reverse_charge,
          note.note_supply_type,
          money(note.note_value),
          '',
          item.rate,
          money(item.taxable),
          money(item.cess),
          ...taxes(item),
          note.original_invoice_number,
          note.original_invoice_date,
        ]),
      );
    case 'cdnur':
      return gstr1.cdnur.flatMap((note) =>
        note.items.map((item) => [
          note.ur_type,
          note.note_number,
          note.note_date,
          note.note_type,
          note.place_of_supply,
          money(note.note_value),
          '',
          item.rate,
          money(item.taxable),
          money(item.cess),
          money(item.igst),
          note.currency,
          note.original_invoice_number,
          note.original_invoice_date,
        ]),
      );
    case 'hsn_b2b':
    case 'hsn_b2c':
      return gstr1.hsn[section === 'hsn_b2b' ? 'b2b' : 'b2c'].map((row) => [
        row.hsn,
        row.description,
        row.uqc,
        row.total_quantity,
        money(row.total_value),
        row.rate,
        money(row.taxable),
        ...taxes(row),
        money(row.cess),
      ]);
    case 'docs':
      return gstr1.doc_issue.map((range) => [range.nature, range.from, range.to, range.total, range.cancelled]);
  }
}

/** One section's CSV: the template's header line, then its rows. */
export function gstr1Csv(gstr1: Gstr1, section: Gstr1CsvSection): string {
  return stringify([GSTR1_CSV_HEADERS[section], ...rowsOf(gstr1, section)]);
}

/** The file name of a section's CSV: gstr1-2026-11-b2b.csv. */
export function gstr1CsvFileName(month: string, section: Gstr1CsvSection): string {
  return `gstr1-${month}-${section}.csv`;
}

/** The JSON and every section's CSV of a month into `directory` (the command and the docs' sample). */
export async function writeGstr1Files(gstr1: Gstr1, directory: string): Promise<string[]> {
  const { mkdir, writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  await mkdir(directory, { recursive: true });
  const written = [join(directory, `gstr1-${gstr1.month}.json`)];
  await writeFile(written[0]!, `${JSON.stringify(gstr1, null, 2)}\n`, 'utf8');
  for (const section of Object.keys(GSTR1_CSV_HEADERS) as Gstr1CsvSection[]) {
    const file = join(directory, gstr1CsvFileName(gstr1.month, section));
    await writeFile(file, gstr1Csv(gstr1, section), 'utf8');
    written.push(file);
  }
  return written;
}
