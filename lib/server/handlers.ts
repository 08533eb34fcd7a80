import 'server-only';
import type { Endpoints } from '../contract';
import type { HandlersFor } from './http/context';
import { blogHandlers } from './services/blog';
import { catalogueHandlers } from './services/catalogue';
import { contactHandlers } from './services/contact';
import { authHandlers } from './services/auth';
import { cartHandlers } from './services/cart';
import { promoHandlers } from './services/promo';
import { createOrder, listOrders } from './services/orders';
import { verifyPayment } from './services/payment-verification';
import { getPaymentsConfig } from './services/payments-config';
import { locationHandlers } from './services/location';

export type { RequestContext } from './http/context';
export type Handlers = HandlersFor<Endpoints>;

/**
 * The built-in backend: the service answering each contract endpoint. Route
 * handlers reach it over HTTP, server rendering reaches it in-process.
 */
export const handlers: Handlers = {
  ...catalogueHandlers,
  ...blogHandlers,
  ...contactHandlers,
  ...authHandlers,
  ...cartHandlers,
  ...promoHandlers,
  createOrder,
  verifyPayment,
  listOrders: (_input, context) => listOrders(context),
  getPaymentsConfig,
  ...locationHandlers,
};
