import 'server-only';
import type { z } from 'zod';
import { ApiError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { formatInvoiceAmount } from '../../../money';
import { site } from '../../../site';
import { getDatabase } from '../../db/connection';
import type { StaffRequestContext } from '../request-context';
import type { FileAnswer } from '../../http/route';
import { listOrdersWithLines } from '../orders/repositories/admin-orders';
import type { OrderLineRow, OrderRow } from '../orders/repositories/orders';
import { ADMIN_ORDER_NOT_FOUND_MESSAGE } from '../orders/admin-orders';
import {
  deliveryLinesOf,
  drawShopHeading,
  formatInvoiceDate,
  PDF_INK,
  PDF_RULE,
  startPdf,
  toPdfText,
} from '../orders/invoices';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;

/** One order's page: shop, order number and date, ship-to with country and phone, lines (no prices), the comment, and the cash to collect. */
function drawPackingSlip(doc: PDFKit.PDFDocument, order: OrderRow, lines: OrderLineRow[]): void {
  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  drawShopHeading(doc, left);

  doc.moveDown(1.5).fillColor(PDF_INK).font('Helvetica-Bold').fontSize(16).text('Packing slip', left);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`Order number: ${toPdfText(order.public_id)}`);
  doc.text(`Order date: ${formatInvoiceDate(order.created_at)}`);

  doc.moveDown(1).font('Helvetica-Bold').text('Ship to');
  doc.font('Helvetica');
  for (const line of deliveryLinesOf(order)) doc.text(toPdfText(line), { width });

  if (order.payment_method === 'cod') {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12);
    doc.text(`CASH ON DELIVERY: collect ${formatInvoiceAmount(order.total_minor, order.currency)}`, { width });
    doc.font('Helvetica').fontSize(10);
  }

  const columns = { item: left, size: left + 330, qty: left + 410 };
  const header = doc.moveDown(1).y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Item', columns.item, header, { width: 320 });
  doc.text('Size', columns.size, header, { width: 70 });
  doc.text('Qty', columns.qty, header, { width: right - columns.qty, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .strokeColor(PDF_RULE)
    .stroke();
  doc.font('Helvetica').fontSize(10);
  let y = doc.y + 10;
  for (const line of lines) {
    const name = toPdfText(line.product_name);
    const rowHeight = Math.max(doc.heightOfString(name, { width: 320 }), 12);
    doc.text(name, columns.item, y, { width: 320 });
    doc.text(toPdfText(line.size), columns.size, y, { width: 70 });
    doc.text(String(line.quantity), columns.qty, y, { width: right - columns.qty, align: 'right' });
    y += rowHeight + 6;
  }
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  doc
    .font('Helvetica-Bold')
    .text(`${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`, left, y + 4, { width, align: 'right' });

  if (order.comment.trim() !== '') {
    doc.moveDown(1).font('Helvetica-Bold').text("Shopper's comment", left);
    doc.font('Helvetica').text(toPdfText(order.comment), { width });
  }
}

/** The packing slips of these orders as one PDF, a page each, in the order given; 404 naming the first unknown number. */
async function renderPackingSlips(orderNumbers: string[]): Promise<Buffer> {
  const { db } = await getDatabase();
  const { orders, lines } = await listOrdersWithLines(db, orderNumbers);
  const byNumber = new Map(orders.map((order) => [order.public_id, order]));
  const missing = orderNumbers.find((number) => !byNumber.has(number));
  if (missing !== undefined)
    throw new ApiError('not_found', `${ADMIN_ORDER_NOT_FOUND_MESSAGE}: ${missing}`, { field: 'order_number' });
  const { doc, done } = startPdf({ title: 'Packing slips', subject: `${site.name} packing slips` });
  orderNumbers.forEach((number, index) => {
    const order = byNumber.get(number);
    if (!order) return;
    if (index > 0) doc.addPage();
    drawPackingSlip(
      doc,
      order,
      lines.filter((line) => line.order_id === order.id),
    );
  });
  doc.end();
  return done;
}

/** GET /api/admin/orders/{order_number}/packing-slip/ */
export async function getPackingSlip(
  input: Input<'getPackingSlip'>,
  _context: StaffRequestContext,
): Promise<FileAnswer> {
  const number = input.order_number.toUpperCase();
  return { fileName: `packing-slip-${number}.pdf`, body: await renderPackingSlips([number]) };
}

/** GET /api/admin/packing-slips/?order_numbers=A,B,C (at most 100) */
export async function getPackingSlips(
  input: Input<'getPackingSlips'>,
  _context: StaffRequestContext,
): Promise<FileAnswer> {
  return {
    fileName: `packing-slips-${input.order_numbers.length}.pdf`,
    body: await renderPackingSlips(input.order_numbers),
  };
}
