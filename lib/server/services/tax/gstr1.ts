import type { CreditNoteReason } from '../../db/schema-tax';

/**
 * GSTR-1 for one month (issue 30, item 5): a pure builder over the month's issued documents (fetched by
 * repositories/gstr1.ts). Sections as the GST portal's offline tool names them; amounts in rupees with two
 * decimals. Every figure is read from the stored documents (decision 040): nothing is recomputed.
 */

/**
 * B2C (Large): an inter-state invoice to an unregistered buyer whose invoice value is MORE than this. Rs 2,50,000
 * until July 2024; Rs 1,00,000 from 1 August 2024 (Notification 12/2024-Central Tax, Rule 59(4)(a) as amended).
 */
export const B2CL_INVOICE_VALUE_THRESHOLD_PAISE = 1_00_000_00;

type Supply = 'intra_state' | 'inter_state' | 'export';

/** What every document and line carries (minor units of the document's currency). */
interface Amounts {
  amount_minor: number;
  taxable_minor: number;
  cgst_minor: number;
  sgst_minor: number;
  igst_minor: number;
}

export interface Gstr1Invoice extends Amounts {
  id: number;
  number: string;
  sequence: number;
  issued_at: string;
  supply: Supply;
  zero_rated_under_lut: number;
  place_of_supply_code: string | null;
  place_of_supply_name: string;
  currency: string;
  buyer_name: string;
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
}

export interface Gstr1InvoiceLine extends Amounts {
  invoice_id: number;
  description: string;
  hsn_code: string;
  unit: string;
  quantity: number;
  rate_bp: number;
}

/** A credit note of the month with the invoice it reverses (which may be of an earlier month). */
export interface Gstr1CreditNote extends Amounts {
  id: number;
  number: string;
  sequence: number;
  issued_at: string;
  reason: CreditNoteReason;
  invoice: Omit<Gstr1Invoice, 'id' | 'sequence'>;
}

export interface Gstr1CreditNoteLine extends Amounts {
  credit_note_id: number;
  hsn_code: string;
  unit: string;
  description: string;
  quantity: number;
  rate_bp: number;
}

/** An order in a sale status whose invoice was issued in the month. */
export interface Gstr1SaleOrder {
  public_id: string;
  total_minor: number;
  currency: string;
  invoice_amount_minor: number;
}

export interface Gstr1Input {
  month: string;
  supplier_gstin: string | null;
  invoices: Gstr1Invoice[];
  invoiceLines: Gstr1InvoiceLine[];
  creditNotes: Gstr1CreditNote[];
  creditNoteLines: Gstr1CreditNoteLine[];
  saleOrders: Gstr1SaleOrder[];
  /** Orders placed in the month in a sale status that have no invoice yet (not in any section). */
  saleOrdersWithoutInvoice: string[];
}

type Kind = 'b2b' | 'b2cl' | 'b2cs' | 'exp';

/** Which table of GSTR-1 an invoice (and so its credit notes) belongs to. */
export function gstr1KindOf(invoice: Pick<Gstr1Invoice, 'supply' | 'buyer_gstin' | 'amount_minor'>): Kind {
  if (invoice.supply === 'export') return 'exp';
  if (invoice.buyer_gstin) return 'b2b';
  if (invoice.supply === 'inter_state' && invoice.amount_minor > B2CL_INVOICE_VALUE_THRESHOLD_PAISE) return 'b2cl';
  return 'b2cs';
}

/** Rupees (or the currency's major unit) with two decimals, as a number: the offline tool's JSON. */
export function rupees(minor: number): number {
  return Number((minor / 100).toFixed(2));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The Indian calendar day of an instant as the offline tool writes dates: 05-Nov-2026. */
export function gstDate(issuedAt: string): string {
  const day = new Date(new Date(issuedAt).getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Place of supply as the portal writes it: '27-Maharashtra'; '96-Other Countries' for an export. */
export function placeOfSupply(document: Pick<Gstr1Invoice, 'place_of_supply_code' | 'place_of_supply_name'>): string {
  return document.place_of_supply_code
    ? `${document.place_of_supply_code}-${document.place_of_supply_name}`
    : '96-Other Countries';
}

const ratePercent = (rateBp: number) => rateBp / 100;

/** The portal's unit quantity codes for our units. */
const UQC: Record<string, string> = { PCS: 'PCS-PIECES', MTR: 'MTR-METERS' };

interface TaxFigures {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const taxFigures = (amounts: Amounts): TaxFigures => ({
  taxable: rupees(amounts.taxable_minor),
  igst: rupees(amounts.igst_minor),
  cgst: rupees(amounts.cgst_minor),
  sgst: rupees(amounts.sgst_minor),
});

/** Lines grouped by rate, their amounts summed (minor units), by rate ascending. */
function byRate<L extends Amounts & { rate_bp: number }>(lines: L[]): (Amounts & { rate_bp: number })[] {
  const groups = new Map<number, Amounts & { rate_bp: number }>();
  for (const line of lines) {
    const group = groups.get(line.rate_bp) ?? { ...zero(), rate_bp: line.rate_bp };
    addInto(group, line);
    groups.set(line.rate_bp, group);
  }
  return [...groups.values()].sort((a, b) => a.rate_bp - b.rate_bp);
}

function zero(): Amounts {
  return { amount_minor: 0, taxable_minor: 0, cgst_minor: 0, sgst_minor: 0, igst_minor: 0 };
}

function addInto(total: Amounts, amounts: Amounts, sign = 1): void {
  total.amount_minor += sign * amounts.amount_minor;
  total.taxable_minor += sign * amounts.taxable_minor;
  total.cgst_minor += sign * amounts.cgst_minor;
  total.sgst_minor += sign * amounts.sgst_minor;
  total.igst_minor += sign * amounts.igst_minor;
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The document series of the month: from, to, total; numbers are prefix + year + '/' + sequence. */
function documentRanges(nature: string, documents: { number: string; sequence: number }[]) {
  const series = new Map<string, { number: string; sequence: number }[]>();
  for (const document of documents) {
    const prefix = document.number.slice(0, document.number.lastIndexOf('/'));
    series.set(prefix, [...(series.get(prefix) ?? []), document]);
  }
  return [...series.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.sequence - b.sequence);
    // A document is never cancelled here: an invoice is reversed by a credit note, which is listed on its own.
    return {
      nature,
      from: sorted[0]!.number,
      to: sorted[sorted.length - 1]!.number,
      total: sorted.length,
      cancelled: 0,
      net_issued: sorted.length,
    };
  });
}

export type Gstr1 = ReturnType<typeof buildGstr1>;

/**
 * The month's GSTR-1. Credit notes of B2B invoices go to cdnr, of B2CL and export invoices to cdnur, and of B2CS
 * invoices reduce the b2cs summary (net, as the portal expects). The HSN summary is net of credit notes too.
 * Totals reconcile the sections with the documents and the documents with the month's sale orders.
 */
export function buildGstr1(input: Gstr1Input) {
  const linesOf = groupBy(input.invoiceLines, (line) => line.invoice_id);
  const noteLinesOf = groupBy(input.creditNoteLines, (line) => line.credit_note_id);
  const invoices = [...input.invoices].sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.id - b.id);
  const notes = [...input.creditNotes].sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.id - b.id);
  const sections = buildSections(invoices, linesOf, notes, noteLinesOf);
  return {
    month: input.month,
    gstin: input.supplier_gstin,
    b2cl_threshold: rupees(B2CL_INVOICE_VALUE_THRESHOLD_PAISE),
    ...sections,
    hsn: hsnSummary(invoices, linesOf, notes, noteLinesOf),
    doc_issue: [
      ...(invoices.length > 0 ? documentRanges('Invoices for outward supply', invoices) : []),
      ...(notes.length > 0 ? documentRanges('Credit Note', notes) : []),
    ],
    summary: summarize(sections),
    totals: reconcile(input, invoices, notes, sections),
  };
}

/** Per section: how many entries (documents, or rows of b2cs) and their value and taxes, for the back office's table. */
function summarize(built: BuiltSections) {
  const documents = (section: keyof BuiltSections, list: { items: TaxFigures[]; value: number }[]) => {
    const total = zero();
    for (const entry of list) {
      total.amount_minor += paise(entry.value);
      for (const item of entry.items) addInto(total, { ...itemMinor(item), amount_minor: 0 });
    }
    return { section, entries: list.length, value: rupees(total.amount_minor), ...taxFigures(total) };
  };
  const b2cs = built.b2cs.map((row) => ({
    items: [row],
    value: rupees(paise(row.taxable) + paise(row.igst) + paise(row.cgst) + paise(row.sgst)),
  }));
  return [
    documents(
      'b2b',
      built.b2b.map((entry) => ({ items: entry.items, value: entry.invoice_value })),
    ),
    documents(
      'b2cl',
      built.b2cl.map((entry) => ({ items: entry.items, value: entry.invoice_value })),
    ),
    documents('b2cs', b2cs),
    documents(
      'exp',
      built.exp.map((entry) => ({ items: entry.items, value: entry.invoice_value })),
    ),
    documents(
      'cdnr',
      built.cdnr.map((entry) => ({ items: entry.items, value: entry.note_value })),
    ),
    documents(
      'cdnur',
      built.cdnur.map((entry) => ({ items: entry.items, value: entry.note_value })),
    ),
  ];
}

const itemMinor = (item: TaxFigures) => ({
  taxable_minor: paise(item.taxable),
  igst_minor: paise(item.igst),
  cgst_minor: paise(item.cgst),
  sgst_minor: paise(item.sgst),
});

/** The sections of the documents (sorted by issue): b2b, b2cl, b2cs (net of its credit notes), exp, cdnr, cdnur. */
function buildSections(
  invoices: Gstr1Invoice[],
  linesOf: Map<number, Gstr1InvoiceLine[]>,
  notes: Gstr1CreditNote[],
  noteLinesOf: Map<number, Gstr1CreditNoteLine[]>,
) {
  const perRate = (lines: (Amounts & { rate_bp: number })[]) =>
    byRate(lines).map((group) => ({ rate: ratePercent(group.rate_bp), ...taxFigures(group), cess: 0 }));
  const invoiceHead = (invoice: Omit<Gstr1Invoice, 'id' | 'sequence'>) => ({
    invoice_number: invoice.number,
    invoice_date: gstDate(invoice.issued_at),
    invoice_value: rupees(invoice.amount_minor),
    place_of_supply: placeOfSupply(invoice),
  });

  const b2b = invoices
    .filter((invoice) => gstr1KindOf(invoice) === 'b2b')
    .map((invoice) => ({
      receiver_gstin: invoice.buyer_gstin!,
      receiver_name: invoice.buyer_legal_name ?? invoice.buyer_name,
      ...invoiceHead(invoice),
      reverse_charge: 'N' as const,
      invoice_type: 'Regular B2B' as const,
      items: perRate(linesOf.get(invoice.id) ?? []),
    }));

  const b2cl = invoices
    .filter((invoice) => gstr1KindOf(invoice) === 'b2cl')
    .map((invoice) => ({ ...invoiceHead(invoice), items: perRate(linesOf.get(invoice.id) ?? []) }));

  const exp = invoices
    .filter((invoice) => gstr1KindOf(invoice) === 'exp')
    .map((invoice) => ({
      export_type: invoice.zero_rated_under_lut ? ('WOPAY' as const) : ('WPAY' as const),
      ...invoiceHead(invoice),
      currency: invoice.currency,
      // Filled in from the shipping bill (the courier's), which the shop does not hold.
      port_code: '',
      shipping_bill_number: '',
      shipping_bill_date: '',
      items: perRate(linesOf.get(invoice.id) ?? []),
    }));

  // b2cs: by place of supply and rate, net of the month's credit notes of B2CS invoices.
  const b2csGroups = new Map<string, Amounts & { rate_bp: number; pos: string; supply: Supply }>();
  const addB2cs = (document: Omit<Gstr1Invoice, 'id' | 'sequence'>, lines: Gstr1InvoiceLine[], sign: number) => {
    for (const line of lines) {
      const key = `${document.place_of_supply_code}|${line.rate_bp}`;
      const group = b2csGroups.get(key) ?? {
        ...zero(),
        rate_bp: line.rate_bp,
        pos: placeOfSupply(document),
        supply: document.supply,
      };
      addInto(group, line, sign);
      b2csGroups.set(key, group);
    }
  };
  for (const invoice of invoices)
    if (gstr1KindOf(invoice) === 'b2cs') addB2cs(invoice, linesOf.get(invoice.id) ?? [], 1);
  for (const note of notes)
    if (gstr1KindOf(note.invoice) === 'b2cs')
      addB2cs(
        note.invoice,
        (noteLinesOf.get(note.id) ?? []).map((line) => ({ ...line, invoice_id: 0 })),
        -1,
      );
  const b2cs = [...b2csGroups.values()]
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate_bp - b.rate_bp)
    .map((group) => ({
      type: 'OE' as const,
      supply_type: group.supply === 'intra_state' ? ('INTRA' as const) : ('INTER' as const),
      place_of_supply: group.pos,
      rate: ratePercent(group.rate_bp),
      ...taxFigures(group),
      cess: 0,
    }));

  const noteHead = (note: Gstr1CreditNote) => ({
    note_number: note.number,
    note_date: gstDate(note.issued_at),
    note_type: 'C' as const,
    place_of_supply: placeOfSupply(note.invoice),
    note_value: rupees(note.amount_minor),
    original_invoice_number: note.invoice.number,
    original_invoice_date: gstDate(note.invoice.issued_at),
    reason: note.reason,
    items: perRate(noteLinesOf.get(note.id) ?? []),
  });
  const cdnr = notes
    .filter((note) => gstr1KindOf(note.invoice) === 'b2b')
    .map((note) => ({
      receiver_gstin: note.invoice.buyer_gstin!,
      receiver_name: note.invoice.buyer_legal_name ?? note.invoice.buyer_name,
      reverse_charge: 'N' as const,
      note_supply_type: 'Regular B2B' as const,
      ...noteHead(note),
    }));
  const cdnur = notes
    .filter((note) => ['b2cl', 'exp'].includes(gstr1KindOf(note.invoice)))
    .map((note) => ({
      ur_type: gstr1KindOf(note.invoice) === 'b2cl' ? 'B2CL' : note.invoice.zero_rated_under_lut ? 'EXPWOP' : 'EXPWP',
      ...noteHead(note),
      currency: note.invoice.currency,
    }));

  return { b2b, b2cl, b2cs, exp, cdnr, cdnur };
}

/** HSN summary (Table 12) by HSN, rate and unit, net of credit notes; split B2B / B2C as the portal asks from 2025. */
function hsnSummary(
  invoices: Gstr1Invoice[],
  linesOf: Map<number, Gstr1InvoiceLine[]>,
  notes: Gstr1CreditNote[],
  noteLinesOf: Map<number, Gstr1CreditNoteLine[]>,
) {
  type Row = Amounts & { hsn: string; description: string; unit: string; quantity: number; rate_bp: number };
  const groups = { b2b: new Map<string, Row>(), b2c: new Map<string, Row>() };
  const add = (
    part: 'b2b' | 'b2c',
    line: Amounts & { hsn_code: string; description: string; unit: string; quantity: number; rate_bp: number },
    sign: number,
  ) => {
    const key = `${line.hsn_code}|${line.rate_bp}|${line.unit}`;
    const row = groups[part].get(key) ?? {
      ...zero(),
      hsn: line.hsn_code,
      // The HSN's own description is the accountant's to add (optional in Table 12); a product name would mislead.
      description: '',
      unit: line.unit,
      quantity: 0,
      rate_bp: line.rate_bp,
    };
    addInto(row, line, sign);
    row.quantity += sign * line.quantity;
    groups[part].set(key, row);
  };
  // Exports are reported in their own currency in exp; Table 12 is in rupees, so only rupee documents are summed.
  for (const invoice of invoices)
    if (invoice.currency === 'INR')
      for (const line of linesOf.get(invoice.id) ?? []) add(invoice.buyer_gstin ? 'b2b' : 'b2c', line, 1);
  for (const note of notes)
    if (note.invoice.currency === 'INR')
      for (const line of noteLinesOf.get(note.id) ?? []) add(note.invoice.buyer_gstin ? 'b2b' : 'b2c', line, -1);
  const rows = (map: Map<string, Row>) =>
    [...map.values()]
      // A code fully credited in the month (nothing left, no tax) is no row.
      .filter((row) => row.quantity !== 0 || row.amount_minor !== 0 || row.taxable_minor !== 0)
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate_bp - b.rate_bp)
      .map((row) => ({
        hsn: row.hsn,
        description: row.description,
        uqc: UQC[row.unit] ?? row.unit,
        total_quantity: row.quantity,
        total_value: rupees(row.amount_minor),
        rate: ratePercent(row.rate_bp),
        ...taxFigures(row),
        cess: 0,
      }));
  return { b2b: rows(groups.b2b), b2c: rows(groups.b2c) };
}

type BuiltSections = ReturnType<typeof buildSections>;

const paise = (amount: number) => Math.round(amount * 100);

/** The sections' own figures added up (invoices and B2CS plus, credit notes minus), back in minor units. */
function sectionsTotal(built: BuiltSections, currency: string): Amounts {
  const total = zero();
  const addItems = (items: TaxFigures[], sign: number) => {
    for (const item of items)
      addInto(
        total,
        {
          amount_minor: 0,
          taxable_minor: paise(item.taxable),
          igst_minor: paise(item.igst),
          cgst_minor: paise(item.cgst),
          sgst_minor: paise(item.sgst),
        },
        sign,
      );
  };
  // Indian supplies (b2b, b2cl, b2cs and their notes) are in rupees; an export in its own currency.
  const rupeeDocuments = currency === 'INR';
  const documents = [
    ...(rupeeDocuments ? [...built.b2b, ...built.b2cl] : []),
    ...built.exp.filter((entry) => entry.currency === currency),
  ];
  for (const document of documents) {
    total.amount_minor += paise(document.invoice_value);
    addItems(document.items, 1);
  }
  if (rupeeDocuments)
    for (const row of built.b2cs) {
      total.amount_minor += paise(row.taxable) + paise(row.igst) + paise(row.cgst) + paise(row.sgst);
      addItems([row], 1);
    }
  const credit = [...(rupeeDocuments ? built.cdnr : []), ...built.cdnur.filter((entry) => entry.currency === currency)];
  for (const note of credit) {
    total.amount_minor -= paise(note.note_value);
    addItems(note.items, -1);
  }
  return total;
}

/**
 * Per currency: the documents' totals (invoices minus credit notes) against the sum over the sections, and the
 * invoices against the month's sale orders. `differences` says in words what does not match (empty: all match).
 */
function reconcile(input: Gstr1Input, invoices: Gstr1Invoice[], notes: Gstr1CreditNote[], built: BuiltSections) {
  const currencies = [...new Set([...invoices, ...notes.map((note) => note.invoice)].map((d) => d.currency))].sort();
  if (currencies.length === 0) currencies.push('INR');
  const differences: string[] = [];
  const byCurrency = currencies.map((currency) => {
    const invoiced = zero();
    const credited = zero();
    for (const invoice of invoices.filter((d) => d.currency === currency)) addInto(invoiced, invoice);
    for (const note of notes.filter((d) => d.invoice.currency === currency)) addInto(credited, note);
    const sections = sectionsTotal(built, currency);
    const net = zero();
    addInto(net, invoiced);
    addInto(net, credited, -1);
    if (JSON.stringify(sections) !== JSON.stringify(net))
      differences.push(
        `${currency}: the sections add up to ${rupees(sections.amount_minor)}, the documents to ${rupees(net.amount_minor)}`,
      );
    const orders = input.saleOrders.filter((order) => order.currency === currency);
    const ordersTotal = orders.reduce((sum, order) => sum + order.total_minor, 0);
    if (ordersTotal !== invoiced.amount_minor)
      differences.push(
        `${currency}: the month's sale orders total ${rupees(ordersTotal)}, their invoices ${rupees(invoiced.amount_minor)}`,
      );
    for (const order of orders)
      if (order.total_minor !== order.invoice_amount_minor)
        differences.push(
          `Order ${order.public_id}: total ${rupees(order.total_minor)}, invoice ${rupees(order.invoice_amount_minor)}`,
        );
    const figures = (amounts: Amounts) => ({ value: rupees(amounts.amount_minor), ...taxFigures(amounts) });
    return {
      currency,
      invoices: { count: invoices.filter((d) => d.currency === currency).length, ...figures(invoiced) },
      credit_notes: { count: notes.filter((d) => d.invoice.currency === currency).length, ...figures(credited) },
      net: figures(net),
      sections: figures(sections),
      sale_orders: { count: orders.length, total: rupees(ordersTotal) },
    };
  });
  if (input.saleOrdersWithoutInvoice.length > 0)
    differences.push(`Sale orders of the month without an invoice: ${input.saleOrdersWithoutInvoice.join(', ')}`);
  return { by_currency: byCurrency, reconciled: differences.length === 0, differences };
}
