import 'server-only';
import { formatInvoiceAmount } from '../../../money';
import { PDF_RULE } from '../orders/invoices';
import { textHeight, setStyle, writeText } from './pdf-text';
import type { TaxDocumentLine, TaxDocumentView } from './tax-document';

/**
 * The lines of a GST document as a table that adds up where the reader can
 * see it: quantity × unit price − discount + shipping/COD share = amount, and
 * taxable value + CGST + SGST (or IGST) = amount, per line and in the totals
 * row. Every figure is the stored one (TaxDocumentView); nothing is recomputed
 * except the totals row's discount and share columns, sums of the lines'.
 */

export const TABLE_FONT_SIZE = 7;
const NOTE_SIZE = 6;
export const INK = '#111827';
export const MUTED = '#4b5563';
const HEADER_FILL = '#f3f4f6';
const PADDING = 3;

/** An amount without its currency code (the table's heading names the currency once). */
export function figure(minor: number, currency: string): string {
  return formatInvoiceAmount(minor, currency).replace(`${currency} `, '');
}

/** Basis points as a rate: 500 → "5%", 250 → "2.5%", 25 → "0.25%". */
export function ratePercent(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

interface Column {
  key: string;
  label: string;
  width: number;
  align: 'left' | 'right';
  /** The cell's text, and an optional smaller second line. */
  cell: (line: TaxDocumentLine) => [string, string?];
  total?: (view: TaxDocumentView) => string;
}

function sum(lines: TaxDocumentLine[], pick: (line: TaxDocumentLine) => number): number {
  return lines.reduce((total, line) => total + pick(line), 0);
}

function shareOf(line: TaxDocumentLine): number {
  return line.shippingShareMinor + line.codFeeShareMinor;
}

/** The columns for this document: CGST+SGST within Rajasthan, IGST otherwise; the share column only when some line has one. */
function columnsOf(view: TaxDocumentView, tableWidth: number): Column[] {
  const money = (minor: number) => figure(minor, view.currency);
  const less = (minor: number) => (minor > 0 ? `-${money(minor)}` : money(0));
  const hasShares = view.lines.some((line) => shareOf(line) > 0);
  // The column holds both charges' shares; the note says which (and splits them when there are both).
  const shareNote = (line: TaxDocumentLine): string | undefined => {
    if (line.shippingShareMinor > 0 && line.codFeeShareMinor > 0) {
      return `shipping ${money(line.shippingShareMinor)} + COD fee ${money(line.codFeeShareMinor)}`;
    }
    if (line.shippingShareMinor > 0) return 'shipping';
    if (line.codFeeShareMinor > 0) return 'COD fee';
    return undefined;
  };
  const halfRate = (line: TaxDocumentLine) => `@${ratePercent(line.rateBp / 2)}`;
  const columns: Column[] = [
    { key: 'position', label: '#', width: 20, align: 'left', cell: (line) => [String(line.position)] },
    {
      key: 'description',
      label: 'Description of goods',
      width: 0,
      align: 'left',
      cell: (line) => [line.description, line.size ? `Size: ${line.size}` : undefined],
    },
    { key: 'hsn', label: 'HSN', width: 32, align: 'left', cell: (line) => [line.hsnCode] },
    {
      key: 'qty',
      label: 'Qty',
      width: 30,
      align: 'right',
      cell: (line) => (line.quantity > 0 ? [String(line.quantity), line.unit] : ['-']),
    },
    { key: 'unit', label: 'Unit price', width: 46, align: 'right', cell: (line) => [money(line.unitPriceMinor)] },
    {
      key: 'discount',
      label: 'Discount',
      width: 40,
      align: 'right',
      cell: (line) => [less(line.discountMinor)],
      total: () => less(sum(view.lines, (line) => line.discountMinor)),
    },
  ];
  if (hasShares) {
    columns.push({
      key: 'share',
      label: 'Shipping / COD',
      width: 46,
      align: 'right',
      cell: (line) => [money(shareOf(line)), shareNote(line)],
      total: () => money(sum(view.lines, shareOf)),
    });
  }
  columns.push(
    {
      key: 'taxable',
      label: 'Taxable value',
      width: 48,
      align: 'right',
      cell: (line) => [money(line.taxableMinor)],
      total: () => money(view.totals.taxableMinor),
    },
    { key: 'rate', label: 'GST rate', width: 28, align: 'right', cell: (line) => [ratePercent(line.rateBp)] },
  );
  if (view.supply === 'intra_state') {
    columns.push(
      {
        key: 'cgst',
        label: 'CGST',
        width: 42,
        align: 'right',
        cell: (line) => [money(line.cgstMinor), halfRate(line)],
        total: () => money(view.totals.cgstMinor),
      },
      {
        key: 'sgst',
        label: 'SGST',
        width: 42,
        align: 'right',
        cell: (line) => [money(line.sgstMinor), halfRate(line)],
        total: () => money(view.totals.sgstMinor),
      },
    );
  } else {
    columns.push({
      key: 'igst',
      label: 'IGST',
      width: 46,
      align: 'right',
      cell: (line) => [money(line.igstMinor), view.lut ? 'nil (LUT)' : `@${ratePercent(line.rateBp)}`],
      total: () => money(view.totals.igstMinor),
    });
  }
  columns.push({
    key: 'amount',
    label: 'Amount',
    width: 54,
    align: 'right',
    cell: (line) => [money(line.amountMinor)],
    total: () => money(view.totals.amountMinor),
  });
  // The description takes what the figures leave.
  const fixed = columns.reduce((total, column) => total + column.width, 0);
  return columns.map((column) => (column.key === 'description' ? { ...column, width: tableWidth - fixed } : column));
}

export interface TableFrame {
  left: number;
  width: number;
  /** Where the page's content ends (above the footer). */
  bottom: number;
  /** Starts a new page and returns the y to continue at. */
  newPage: () => number;
}

function drawHeader(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  frame: TableFrame,
  y: number,
  currency: string,
): number {
  setStyle(doc, { bold: true, size: TABLE_FONT_SIZE, color: INK });
  const height =
    Math.max(...columns.map((column) => doc.heightOfString(column.label, { width: column.width - 2 * PADDING }))) +
    2 * PADDING;
  doc.rect(frame.left, y, frame.width, height).fill(HEADER_FILL);
  setStyle(doc, { bold: true, size: TABLE_FONT_SIZE, color: INK });
  let x = frame.left;
  for (const column of columns) {
    const label = column.key === 'amount' ? `${column.label} (${currency})` : column.label;
    doc.text(label, x + PADDING, y + PADDING, { width: column.width - 2 * PADDING, align: column.align });
    x += column.width;
  }
  return y + height;
}

function cellHeight(doc: PDFKit.PDFDocument, column: Column, line: TaxDocumentLine): number {
  const [main, note] = column.cell(line);
  const width = column.width - 2 * PADDING;
  let height = textHeight(doc, main, { size: TABLE_FONT_SIZE, width });
  if (note) height += textHeight(doc, note, { size: NOTE_SIZE, width });
  return height;
}

function drawRow(doc: PDFKit.PDFDocument, columns: Column[], line: TaxDocumentLine, left: number, y: number): void {
  let x = left;
  for (const column of columns) {
    const [main, note] = column.cell(line);
    const box = { width: column.width - 2 * PADDING, align: column.align };
    const below = writeText(doc, main, x + PADDING, y + PADDING, { ...box, size: TABLE_FONT_SIZE, color: INK });
    if (note) writeText(doc, note, x + PADDING, below, { ...box, size: NOTE_SIZE, color: MUTED });
    x += column.width;
  }
}

function rule(doc: PDFKit.PDFDocument, frame: TableFrame, y: number, color = PDF_RULE): void {
  doc
    .moveTo(frame.left, y)
    .lineTo(frame.left + frame.width, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}

/**
 * Draws the table from y, breaking pages between rows with the heading repeated, then the totals row.
 * Returns the y below it.
 */
export function drawLinesTable(doc: PDFKit.PDFDocument, view: TaxDocumentView, frame: TableFrame, top: number): number {
  const columns = columnsOf(view, frame.width);
  let y = drawHeader(doc, columns, frame, top, view.currency);
  for (const line of view.lines) {
    const height = Math.max(...columns.map((column) => cellHeight(doc, column, line))) + 2 * PADDING;
    if (y + height > frame.bottom) {
      y = drawHeader(doc, columns, frame, frame.newPage(), view.currency);
    }
    drawRow(doc, columns, line, frame.left, y);
    y += height;
    rule(doc, frame, y);
  }

  // The totals row: the stored totals, and the sums of the discount and share columns.
  const totalHeight = textHeight(doc, '0', { bold: true, size: TABLE_FONT_SIZE }) + 2 * PADDING;
  if (y + totalHeight > frame.bottom) y = drawHeader(doc, columns, frame, frame.newPage(), view.currency);
  rule(doc, frame, y, INK);
  let x = frame.left;
  for (const column of columns) {
    const text = column.key === 'description' ? 'Total' : (column.total?.(view) ?? '');
    setStyle(doc, { bold: true, size: TABLE_FONT_SIZE, color: INK });
    doc.text(text, x + PADDING, y + PADDING, { width: column.width - 2 * PADDING, align: column.align });
    x += column.width;
  }
  y += totalHeight;
  rule(doc, frame, y, INK);
  return y;
}
