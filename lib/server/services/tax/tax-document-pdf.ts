import 'server-only';
import QRCode from 'qrcode';
import { amountInWords } from '../../../gst/amount-in-words';
import { EXPORT_UNDER_LUT_TEXT } from '../../../gst/tax';
import type { CreditNoteReason } from '../../db/schema-tax';
import { formatInvoiceAmount } from '../../../money';
import { formatInvoiceDate, PDF_RULE, startPdf } from '../orders/invoices';
import { registerDocumentFonts, textHeight, setStyle, writeText } from './pdf-text';
import type { TaxDocumentView } from './tax-document';
import { drawLinesTable, INK, MUTED } from './tax-document-pdf-table';

/**
 * The GST tax invoice or credit note as a PDF (issue 30, Rule 46 of the CGST
 * Rules): the supplier and the recipient, the document's number and date (the
 * Indian day), place of supply, the lines with HSN, taxable value, rate and
 * CGST+SGST or IGST, the totals and the amount in words, the declarations
 * (reverse charge, export under LUT), the e-invoice IRN and signed QR when
 * registered, and the authorised signatory. It prints the stored figures of
 * TaxDocumentView; it computes nothing but column sums.
 */

const MARGIN = 36;
/** Space kept at the foot of every page for its footer line. */
const FOOTER = 24;

const CREDIT_NOTE_REASONS: Record<CreditNoteReason, string> = {
  refund: 'Refund',
  return_to_origin: 'Return to origin (not delivered)',
  cancellation: 'Cancellation',
};

export const REVERSE_CHARGE_TEXT = 'Whether tax is payable on reverse charge: No';

function titleOf(view: Pick<TaxDocumentView, 'kind'>): string {
  return view.kind === 'invoice' ? 'Tax invoice' : 'Credit note';
}

/** "Maharashtra (27)" for a state, "Outside India: United States" for an export. */
function placeOfSupplyText(view: TaxDocumentView): string {
  if (view.supply === 'export' || view.placeOfSupply.code === null) return `Outside India: ${view.placeOfSupply.name}`;
  return `${view.placeOfSupply.name} (state code ${view.placeOfSupply.code})`;
}

interface Page {
  doc: PDFKit.PDFDocument;
  left: number;
  width: number;
  bottom: number;
}

/** A block of "label: value" rows; values may be in any script. Returns the y below it. */
function drawFields(page: Page, rows: [string, string][], x: number, y: number, width: number): number {
  const { doc } = page;
  const labelWidth = 78;
  let top = y;
  for (const [label, value] of rows) {
    setStyle(doc, { size: 8, color: MUTED });
    doc.text(label, x, top, { width: labelWidth });
    const below = writeText(doc, value, x + labelWidth, top, { size: 8, color: INK, width: width - labelWidth });
    top = Math.max(below, top + 11) + 1;
  }
  return top;
}

/** A titled block of lines (a party): the first line bold. Returns the y below it. */
function drawParty(page: Page, title: string, lines: string[], x: number, y: number, width: number): number {
  const { doc } = page;
  setStyle(doc, { bold: true, size: 7, color: MUTED });
  doc.text(title.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
  let top = doc.y + 2;
  lines.forEach((line, index) => {
    top = writeText(doc, line, x, top, { bold: index === 0, size: index === 0 ? 9.5 : 8.5, color: INK, width });
  });
  return top;
}

function drawHeading(page: Page, view: TaxDocumentView): number {
  const { doc, left, width } = page;
  const { supplier } = view;
  setStyle(doc, { bold: true, size: 17, color: INK });
  doc.text(titleOf(view), left, MARGIN, { width });
  setStyle(doc, { size: 7.5, color: MUTED });
  doc.text(
    view.kind === 'invoice' ? 'Original for recipient' : 'Issued under Section 34 of the CGST Act',
    left,
    MARGIN + 6,
    {
      width,
      align: 'right',
    },
  );

  const top = MARGIN + 30;
  const column = width / 2 - 10;
  const supplierBottom = drawParty(
    page,
    'Supplier',
    [
      supplier.legalName,
      ...supplier.address.split('\n'),
      `State: ${supplier.stateName} (state code ${supplier.stateCode})`,
      `GSTIN: ${supplier.gstin}`,
    ],
    left,
    top,
    column,
  );
  const documentRows: [string, string][] =
    view.kind === 'invoice'
      ? [
          ['Invoice no.', view.number],
          ['Invoice date', formatInvoiceDate(view.issuedAt)],
        ]
      : [
          ['Credit note no.', view.number],
          ['Date', formatInvoiceDate(view.issuedAt)],
          ['Against invoice', view.invoice?.number ?? ''],
          ['Invoice date', view.invoice ? formatInvoiceDate(view.invoice.issuedAt) : ''],
          ['Reason', view.creditNoteReason ? CREDIT_NOTE_REASONS[view.creditNoteReason] : ''],
        ];
  documentRows.push(
    ['Order no.', view.orderNumber],
    ['Place of supply', placeOfSupplyText(view)],
    ['Reverse charge', 'No'],
  );
  const documentBottom = drawFields(page, documentRows, left + width / 2 + 10, top + 10, column);
  return Math.max(supplierBottom, documentBottom) + 8;
}

function withoutName(lines: string[], name: string): string[] {
  return lines[0] === name ? lines.slice(1) : lines;
}

function drawParties(page: Page, view: TaxDocumentView, y: number): number {
  const { doc, left, width } = page;
  const { buyer } = view;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(PDF_RULE)
    .stroke();
  const top = y + 8;
  const column = width / 2 - 10;
  const billed = [buyer.legalName ?? buyer.name];
  if (buyer.gstin) billed.push(`GSTIN: ${buyer.gstin}`);
  if (buyer.legalName && buyer.legalName !== buyer.name) billed.push(`Attention: ${buyer.name}`);
  billed.push(...withoutName(buyer.billingAddress, buyer.name));
  // Rule 46 asks the delivery address's state name and code: the place of supply is the delivery state.
  const delivered = [...buyer.deliveryAddress];
  // An export's address ends with its country, which is its place of supply.
  if (view.supply !== 'export' && view.placeOfSupply.code !== null) {
    delivered.push(`State: ${view.placeOfSupply.name} (state code ${view.placeOfSupply.code})`);
  }
  const billedBottom = drawParty(
    page,
    buyer.gstin ? 'Billed to (registered buyer)' : 'Billed to',
    billed,
    left,
    top,
    column,
  );
  const deliveredBottom = drawParty(page, 'Delivered to', delivered, left + width / 2 + 10, top, column);
  return Math.max(billedBottom, deliveredBottom) + 10;
}

/** The tax summary beside the amount in words. Returns the y below it. */
function drawTotals(page: Page, view: TaxDocumentView, y: number): number {
  const { doc, left, width } = page;
  const money = (minor: number) => formatInvoiceAmount(minor, view.currency);
  const rows: [string, string][] = [['Taxable value', money(view.totals.taxableMinor)]];
  if (view.supply === 'intra_state') {
    rows.push(['CGST', money(view.totals.cgstMinor)], ['SGST', money(view.totals.sgstMinor)]);
  } else {
    rows.push([view.lut ? 'IGST (nil, export under LUT)' : 'IGST', money(view.totals.igstMinor)]);
  }
  const summaryLeft = left + width - 220;
  let top = y + 8;
  for (const [label, value] of rows) {
    setStyle(doc, { size: 8.5, color: INK });
    doc.text(label, summaryLeft, top, { width: 120 });
    doc.text(value, summaryLeft + 120, top, { width: 100, align: 'right' });
    top += 13;
  }
  doc
    .moveTo(summaryLeft, top)
    .lineTo(left + width, top)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  setStyle(doc, { bold: true, size: 10, color: INK });
  const totalLabel = view.kind === 'invoice' ? 'Invoice total' : 'Credit note total';
  doc.text(totalLabel, summaryLeft, top + 4, { width: 120 });
  doc.text(money(view.totals.amountMinor), summaryLeft + 120, top + 4, { width: 100, align: 'right' });
  const summaryBottom = top + 20;

  setStyle(doc, { bold: true, size: 7, color: MUTED });
  doc.text('AMOUNT IN WORDS', left, y + 8, { width: width - 240, characterSpacing: 0.5 });
  setStyle(doc, { bold: true, size: 9, color: INK });
  doc.text(amountInWords(view.totals.amountMinor, view.currency), left, doc.y + 2, { width: width - 240 });
  return Math.max(summaryBottom, doc.y) + 10;
}

function declarationsOf(view: TaxDocumentView): string[] {
  const lines = [REVERSE_CHARGE_TEXT];
  if (view.lut) lines.unshift(`${EXPORT_UNDER_LUT_TEXT}. LUT reference: ${view.lut.reference}.`);
  if (view.lines.some((line) => line.shippingShareMinor + line.codFeeShareMinor > 0)) {
    lines.push(
      'Shipping and the cash-on-delivery fee are taxed with the goods they go with: each line includes its share, at its rate.',
    );
  }
  if (view.kind === 'credit_note' && view.invoice) {
    lines.push(
      `This credit note reduces the value and tax of invoice ${view.invoice.number} dated ${formatInvoiceDate(view.invoice.issuedAt)}.`,
    );
  }
  return lines;
}

/** The height of the closing part: declarations, e-invoice and signature (kept together on one page). */
const SIGNATURE_HEIGHT = 70;
const QR_SIZE = 84;

async function drawClosing(page: Page, view: TaxDocumentView, y: number): Promise<void> {
  const { doc, left, width } = page;
  let top = y;
  setStyle(doc, { size: 8, color: INK });
  for (const line of declarationsOf(view)) {
    doc.text(line, left, top, { width });
    top = doc.y + 2;
  }
  top += 8;

  if (view.einvoice) {
    // The portal's signed QR and the IRN, across the page (the IRN is 64 characters).
    const { irn, ackNumber, ackAt, signedQr } = view.einvoice;
    let textLeft = left;
    if (signedQr) {
      const png = await QRCode.toBuffer(signedQr, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 3 });
      doc.image(png, left, top, { width: QR_SIZE, height: QR_SIZE });
      textLeft = left + QR_SIZE + 10;
    }
    const textWidth = left + width - textLeft;
    setStyle(doc, { bold: true, size: 7, color: MUTED });
    doc.text('E-INVOICE', textLeft, top + 2, { width: textWidth, characterSpacing: 0.5 });
    setStyle(doc, { size: 8, color: INK });
    doc.text(`IRN: ${irn}`, textLeft, doc.y + 2, { width: textWidth });
    if (ackNumber) doc.text(`Ack no.: ${ackNumber}`, { width: textWidth });
    if (ackAt) doc.text(`Ack date: ${formatInvoiceDate(ackAt)}`, { width: textWidth });
    top += signedQr ? QR_SIZE + 8 : doc.y - top + 8;
  }

  const signatureLeft = left + width - 200;
  writeText(doc, `For ${view.supplier.legalName}`, signatureLeft, top, {
    bold: true,
    size: 9,
    color: INK,
    width: 200,
    align: 'right',
  });
  const line = top + SIGNATURE_HEIGHT - 22;
  doc
    .moveTo(signatureLeft + 60, line)
    .lineTo(left + width, line)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  setStyle(doc, { size: 8, color: INK });
  doc.text('Authorised signatory', signatureLeft, line + 4, { width: 200, align: 'right' });
}

function closingHeight(page: Page, view: TaxDocumentView): number {
  const declarations = declarationsOf(view).reduce(
    (total, line) => total + textHeight(page.doc, line, { size: 8, width: page.width }) + 2,
    0,
  );
  return declarations + 8 + SIGNATURE_HEIGHT + (view.einvoice ? QR_SIZE + 8 : 0);
}

/** The document's name and page number at the foot of every page (pages are buffered until the end). */
function drawFooters(doc: PDFKit.PDFDocument, view: TaxDocumentView): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = doc.page.height - MARGIN - 10;
    setStyle(doc, { size: 7, color: MUTED });
    // Writing below the bottom margin would start a page of its own: lift the margin for the footer.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(
      `${titleOf(view)} ${view.number} · order ${view.orderNumber} · page ${index - range.start + 1} of ${range.count}`,
      MARGIN,
      y,
      { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
    );
    doc.page.margins.bottom = margin;
  }
}

/** The GST tax invoice or credit note as an A4 PDF. */
export async function renderTaxDocumentPdf(view: TaxDocumentView): Promise<Buffer> {
  const title = `${titleOf(view)} ${view.number}`;
  const { doc, done } = startPdf({
    title,
    subject: `${title}, order ${view.orderNumber}`,
    margin: MARGIN,
    bufferPages: true,
  });
  registerDocumentFonts(doc);
  const page: Page = {
    doc,
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom: doc.page.height - MARGIN - FOOTER,
  };
  const newPage = (): number => {
    doc.addPage();
    return MARGIN;
  };

  let y = drawHeading(page, view);
  y = drawParties(page, view, y);
  y = drawLinesTable(doc, view, { left: page.left, width: page.width, bottom: page.bottom, newPage }, y);
  // The totals, then the declarations with the signature, each kept whole on a page.
  if (y + 70 > page.bottom) y = newPage();
  y = drawTotals(page, view, y);
  if (y + closingHeight(page, view) > page.bottom) y = newPage();
  await drawClosing(page, view, y);
  drawFooters(doc, view);
  doc.end();
  return done;
}
