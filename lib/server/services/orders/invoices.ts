import 'server-only';
import PDFDocument from 'pdfkit';
import { isPaidOrderStatus } from '../../../contract';
import { formatInvoiceAmount } from '../../../money';
import { site } from '../../../site';
import type { PaymentMethod } from '../../db/schema';
import type { OrderLineRow, OrderRow } from './repositories/orders';
import { deliveryCountryName } from '../../../delivery-countries';

/** How each payment method is named to the customer (the same words as the checkout form). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  razorpay: 'Card, UPI or net banking (Razorpay)',
  paypal: 'PayPal',
  cod: 'Cash on delivery',
};

export function formatInvoiceDate(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

export interface InvoiceLine {
  name: string;
  size: string;
  quantity: number;
  unitMinor: number;
  totalMinor: number;
}

export interface InvoiceData {
  orderNumber: string;
  /** ISO time the order was placed. */
  placedAt: string;
  currency: string;
  paymentMethod: string;
  /** 'Paid' or 'Payable on delivery'. */
  paymentStatus: string;
  billTo: string[];
  lines: InvoiceLine[];
  subtotalMinor: number;
  discountMinor: number;
  promoCode: string | null;
  shippingMinor: number;
  totalMinor: number;
}

/** The delivery address as printed: name, street, city/state/PIN, country, phone (the invoice's bill-to, the packing slip's ship-to). */
export function deliveryLinesOf(order: OrderRow): string[] {
  return [
    order.name,
    order.delivery_address,
    [order.city, order.state, order.pin_code].filter(Boolean).join(', '),
    deliveryCountryName(order.country),
    `Phone: ${order.country_code}${order.country_code ? ' ' : ''}${order.mobile_number}`,
  ];
}

export function invoiceDataOf(order: OrderRow, lines: OrderLineRow[]): InvoiceData {
  return {
    orderNumber: order.public_id,
    placedAt: order.created_at,
    currency: order.currency,
    paymentMethod: PAYMENT_METHOD_NAMES[order.payment_method],
    // The invoice is of the sale: a refund later does not make it unpaid.
    paymentStatus: isPaidOrderStatus(order.status)
      ? 'Paid'
      : order.status === 'cod_confirmed'
        ? 'Payable on delivery'
        : 'Not paid',
    billTo: deliveryLinesOf(order),
    lines: lines.map((line) => ({
      name: line.product_name,
      size: line.size,
      quantity: line.quantity,
      unitMinor: line.unit_price_minor,
      totalMinor: line.unit_price_minor * line.quantity,
    })),
    subtotalMinor: order.subtotal_minor,
    discountMinor: order.discount_minor,
    promoCode: order.promo_code,
    shippingMinor: order.shipping_minor,
    totalMinor: order.total_minor,
  };
}

export function invoiceFileName(orderNumber: string): string {
  return `invoice-${orderNumber}.pdf`;
}

/**
 * The built-in PDF fonts cover Windows-1252 only: accents are folded away
 * and anything else becomes '?', so a name never prints as garbage.
 */
export function toPdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

export const PDF_INK = '#1f2937';
const MUTED = '#4b5563';
export const PDF_RULE = '#d1d5db';

/** An A4 document of the shop's and the bytes it will be once `doc.end()` is called. */
export function startPdf(options: {
  title: string;
  subject: string;
  compress?: boolean;
  margin?: number;
  /** Keep the pages open until the end (a footer with "page n of m"). */
  bufferPages?: boolean;
}): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? 50,
    bufferPages: options.bufferPages ?? false,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: site.legalName, Subject: options.subject },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The shop's name, legal name, address and contacts at the top of the page. */
export function drawShopHeading(doc: PDFKit.PDFDocument, left: number): void {
  const { address } = site;
  doc.fillColor(PDF_INK).font('Helvetica-Bold').fontSize(20).text(toPdfText(site.name), left, 50);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(toPdfText(site.legalName));
  doc.text(toPdfText(`${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, India`));
  doc.text(toPdfText(`${site.email} · ${site.phones[0]} · ${site.website}`).replace(/·/g, '|'));
}

/** The invoice as a PDF: the shop, the order number and date, the lines, the totals and how it is paid. */
export async function renderInvoicePdf(invoice: InvoiceData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done } = startPdf({
    title: `Invoice ${invoice.orderNumber}`,
    subject: `${site.name} order ${invoice.orderNumber}`,
    compress: options.compress,
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const money = (minor: number) => formatInvoiceAmount(minor, invoice.currency);

  drawShopHeading(doc, left);

  doc.moveDown(1.5).fillColor(PDF_INK).font('Helvetica-Bold').fontSize(16).text('Invoice', left);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`Order number: ${toPdfText(invoice.orderNumber)}`);
  doc.text(`Order date: ${formatInvoiceDate(invoice.placedAt)}`);
  doc.text(`Payment method: ${toPdfText(invoice.paymentMethod)}`);
  doc.text(`Payment status: ${invoice.paymentStatus}`);

  doc.moveDown(1).font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica');
  for (const line of invoice.billTo) doc.text(toPdfText(line), { width });

  // The table: item, size, quantity, unit price, amount.
  const columns = { item: left, size: left + 250, qty: left + 300, unit: left + 340, amount: left + 420 };
  const header = doc.moveDown(1).y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Item', columns.item, header, { width: 240 });
  doc.text('Size', columns.size, header, { width: 45 });
  doc.text('Qty', columns.qty, header, { width: 35, align: 'right' });
  doc.text('Unit price', columns.unit, header, { width: 75, align: 'right' });
  doc.text('Amount', columns.amount, header, { width: right - columns.amount, align: 'right' });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(right, doc.y + 4)
    .strokeColor(PDF_RULE)
    .stroke();
  doc.font('Helvetica').fontSize(10);
  let y = doc.y + 10;
  for (const line of invoice.lines) {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = 50;
    }
    const name = toPdfText(line.name);
    const rowHeight = Math.max(doc.heightOfString(name, { width: 240 }), 12);
    doc.text(name, columns.item, y, { width: 240 });
    doc.text(toPdfText(line.size), columns.size, y, { width: 45 });
    doc.text(String(line.quantity), columns.qty, y, { width: 35, align: 'right' });
    doc.text(money(line.unitMinor), columns.unit, y, { width: 75, align: 'right' });
    doc.text(money(line.totalMinor), columns.amount, y, { width: right - columns.amount, align: 'right' });
    y += rowHeight + 6;
  }

  doc.moveTo(left, y).lineTo(right, y).strokeColor(PDF_RULE).stroke();
  y += 10;
  const totals: [string, string][] = [
    ['Subtotal', money(invoice.subtotalMinor)],
    [
      invoice.promoCode ? `Discount (${toPdfText(invoice.promoCode)})` : 'Discount',
      invoice.discountMinor > 0 ? `-${money(invoice.discountMinor)}` : money(0),
    ],
    ['Shipping', invoice.shippingMinor > 0 ? money(invoice.shippingMinor) : 'Free'],
  ];
  for (const [label, value] of totals) {
    doc.text(label, columns.unit - 80, y, { width: 155, align: 'right' });
    doc.text(value, columns.amount, y, { width: right - columns.amount, align: 'right' });
    y += 16;
  }
  doc.font('Helvetica-Bold');
  doc.text('Total', columns.unit - 80, y, { width: 155, align: 'right' });
  doc.text(money(invoice.totalMinor), columns.amount, y, { width: right - columns.amount, align: 'right' });

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      toPdfText(`Thank you for shopping with ${site.name}. Questions about this order? Write to ${site.email}.`),
      left,
      y + 40,
      { width },
    );

  doc.end();
  return done;
}
