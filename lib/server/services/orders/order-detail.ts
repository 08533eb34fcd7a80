import 'server-only';
import { ApiError, orderHasInvoice, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import type { orderInvoiceQuery, orderTaxDocumentQuery } from '../../../contract/orders';
import type { z } from 'zod';
import { getDatabase, type Executor } from '../../db/connection';
import type { ShopperRequestContext } from '../request-context';
import type { FileAnswer } from '../request-context';
import * as orders from './repositories/orders';
import { orderSummariesOf } from './order-history';
import { deliveryEstimateOf } from './delivery-estimate';
import { orderIdOfTaxDocument, taxDocumentsOfOrder } from '../tax/tax-document-views';
import {
  orderInvoiceFile,
  TAX_DOCUMENT_NOT_FOUND_MESSAGE,
  taxDocumentFile,
  taxDocumentsField,
} from '../tax/tax-document-files';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const NO_INVOICE_MESSAGE = 'This order has no invoice: it was never paid or confirmed.';

/**
 * One of the signed-in customer's own orders by its number. Anyone else's
 * answers the same 404 as a number that does not exist, so numbers cannot be probed.
 */
export async function findOwnOrderOrThrow(
  db: Executor,
  orderNumber: string,
  context: ShopperRequestContext,
): Promise<orders.OrderRow> {
  const user = context.user;
  const order = await orders.findOrderByPublicId(db, orderNumber);
  if (!order || order.user_id !== user.id)
    throw new ApiError('not_found', ORDER_NOT_FOUND_MESSAGE, { field: 'order_id' });
  return order;
}

/**
 * GET /api/order-detail/: status, lines, totals, delivery address and expected delivery days of one own
 * order (the account's order page and the confirmation page after checkout both read it).
 */
export async function getOrderDetail(
  input: EndpointParsedInput<'getOrderDetail'>,
  context: ShopperRequestContext,
): Promise<EndpointOutput<'getOrderDetail'>> {
  const { db } = await getDatabase();
  const order = await findOwnOrderOrThrow(db, input.order_id, context);
  const [summary] = await orderSummariesOf(db, [order]);
  if (!summary) throw new ApiError('not_found', ORDER_NOT_FOUND_MESSAGE, { field: 'order_id' });
  return {
    data: {
      ...summary,
      tax_documents: taxDocumentsField(await taxDocumentsOfOrder(db, order.id)),
      delivery_estimate: deliveryEstimateOf(summary),
    },
  };
}

/**
 * GET /api/order-invoice/: the invoice PDF of one own order, the same document the confirmation e-mail
 * carries: its GST tax invoice once issued, else the receipt of an order from before GST invoicing.
 */
export async function getOrderInvoice(
  input: z.output<typeof orderInvoiceQuery>,
  context: ShopperRequestContext,
): Promise<FileAnswer> {
  const { db } = await getDatabase();
  const order = await findOwnOrderOrThrow(db, input.order_id, context);
  if (!orderHasInvoice(order.status)) throw new ApiError('not_found', NO_INVOICE_MESSAGE, { field: 'order_id' });
  const { fileName, body } = await orderInvoiceFile(db, order, await orders.listOrderLines(db, order.id));
  return { fileName, body };
}

/** GET /api/order-tax-document/: one GST invoice or credit note of one own order; a number of any other order is not found. */
export async function getOrderTaxDocument(
  input: z.output<typeof orderTaxDocumentQuery>,
  context: ShopperRequestContext,
): Promise<FileAnswer> {
  const { db } = await getDatabase();
  const order = await findOwnOrderOrThrow(db, input.order_id, context);
  const ofThisOrder = (await orderIdOfTaxDocument(db, input.number)) === order.id;
  const file = ofThisOrder ? await taxDocumentFile(db, input.number) : undefined;
  if (!file) throw new ApiError('not_found', TAX_DOCUMENT_NOT_FOUND_MESSAGE, { field: 'number' });
  return { fileName: file.fileName, body: file.body };
}
