import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { idField, sizeField } from './fields';
import { routes } from './routes';

/**
 * Back in stock (issue 31, item 12; docs/decisions/043-back-in-stock.md): a signed-in shopper asks to be told
 * when a sold-out size is back, by WhatsApp (the account's phone) or e-mail (the account's address, once
 * confirmed). Asking twice answers the first request; a size in stock is refused (400 naming `size`).
 */
export const BACK_IN_STOCK_CHANNELS = ['whatsapp', 'email'] as const;
export type BackInStockChannel = (typeof BACK_IN_STOCK_CHANNELS)[number];

// POST /api/back-in-stock/ (token)
export const requestBackInStockBody = z.object({
  product_pk: idField,
  size: sizeField,
  channel: z.enum(BACK_IN_STOCK_CHANNELS, { error: 'must be whatsapp or email' }),
});
export const requestBackInStockResponse = z.object({
  message: z.string(),
  request: z.object({
    product_pk: z.number().int().positive(),
    size: z.string(),
    channel: z.enum(BACK_IN_STOCK_CHANNELS),
    /** When the shopper first asked: asking again keeps the place in the queue. */
    created_at: z.string(),
    /** False when the shopper had asked already (nothing new was recorded). */
    created: z.boolean(),
  }),
});

export const backInStockEndpoints = {
  requestBackInStock: endpoint({
    ...routes.requestBackInStock,
    input: requestBackInStockBody,
    response: requestBackInStockResponse,
  }),
} as const;
