import 'server-only';
import { productPath } from '../../../catalogue-paths';
import { site } from '../../../site';
import { getDatabase } from '../../db/connection';
import { getMessageSender } from '../../notify';
import { getSiteUrl } from '../../site-url';
import { findUserById } from '../accounts/repositories/users';
import { BACK_IN_STOCK_TEMPLATE } from '../catalogue/repositories/back-in-stock';
import { findProductForStock } from '../catalogue/repositories/stock-adjustments';
import { mayEmail, payloadNumber, sendEmail, type DeliveryResult, type OwedMessage } from './notifications';

/**
 * The notice a shopper waiting for a sold-out size is owed when it comes back (issue 31, item 12): written to
 * the outbox by the stock move that raised the size (catalogue/repositories/back-in-stock.ts), one per request,
 * delivered in the order the shoppers asked. By WhatsApp to the account's phone, or by e-mail to its address
 * while that is confirmed (an address changed and not confirmed since is skipped, as order e-mail is).
 */
export { BACK_IN_STOCK_TEMPLATE };

export function backInStockSubject(productName: string, size: string): string {
  return `Back in stock: ${productName}, size ${size}`;
}

export function backInStockText(productName: string, size: string, url: string): string {
  return `${site.name}: ${productName} in size ${size} is back in stock. You asked us to tell you: ${url} (we send this once; sizes sell fast).`;
}

export async function deliverBackInStock(message: OwedMessage): Promise<DeliveryResult> {
  const productId = payloadNumber(message.payload, 'product_id');
  const userId = payloadNumber(message.payload, 'user_id');
  const size = message.payload.size;
  if (productId === undefined || userId === undefined || typeof size !== 'string')
    throw new Error(`The outbox row ${message.idempotencyKey} names no product, size or shopper`);
  const { db } = await getDatabase();
  const [product, user] = await Promise.all([findProductForStock(db, productId), findUserById(db, userId)]);
  if (!product || !user) throw new Error(`The product or shopper of ${message.idempotencyKey} was not found`);
  const url = `${getSiteUrl()}${productPath(product.id)}`;
  const meta = { product_id: product.id, size, request_id: payloadNumber(message.payload, 'request_id') };
  const keyed = { idempotencyKey: message.idempotencyKey, owedAt: message.owedAt };
  const text = backInStockText(product.name, size, url);
  if (message.channel === 'email') {
    if (!mayEmail(user)) return 'skipped';
    await sendEmail({
      to: user.email,
      subject: backInStockSubject(product.name, size),
      text: [`Dear ${user.first_name || 'customer'},`, '', text, '', site.name].join('\n'),
      attachments: [],
      template: BACK_IN_STOCK_TEMPLATE,
      meta,
      ...keyed,
    });
    return 'sent';
  }
  await getMessageSender().send({
    channel: 'whatsapp',
    to: `${user.country_code}${user.mobile_number}`,
    body: text,
    template: BACK_IN_STOCK_TEMPLATE,
    meta,
    ...keyed,
  });
  return 'sent';
}
