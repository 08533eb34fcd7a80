import 'server-only';
import type { Endpoints } from '../contract';
import type { HandlersFor } from './http/context';
import {
  getAllProducts,
  getCategoryList,
  getProductCategories,
  getProductDetail,
  getTopSellingProducts,
  searchProducts,
} from './services/catalogue';
import { getAllBlogs, getBlogDetail } from './services/blog';
import { createQuery } from './services/contact';
import { login, logout, signup } from './services/auth';
import { changeAccountEmail, confirmEmail, getAccount, resendEmailConfirmation } from './services/account';
import { addCartItem, getCartItems, removeCartItem, updateCartItem } from './services/cart';
import { validatePromoCode } from './services/promo';
import { createOrder, listOrders } from './services/orders';
import { getOrderDetail } from './services/order-detail';
import { verifyPayment } from './services/payment-verification';
import { getPaymentsConfig } from './services/payments-config';
import { getLocation } from './services/location';
import { listSavedAddresses } from './services/saved-addresses';

export type { RequestContext } from './http/context';
export type Handlers = HandlersFor<Endpoints>;

/**
 * The service answering each contract endpoint, by name, for server rendering
 * (lib/api/server.ts calls them in-process). Route handlers do not go through
 * this map: each app/api route file names its endpoint and service itself.
 */
export const handlers = {
  getTopSellingProducts,
  getProductCategories,
  getCategoryList,
  getAllProducts,
  getProductDetail,
  getAllBlogs,
  getBlogDetail,
  searchProducts,
  createQuery,
  signup,
  login,
  logout,
  getAccount,
  confirmEmail,
  changeAccountEmail,
  resendEmailConfirmation,
  getCartItems,
  addCartItem,
  removeCartItem,
  updateCartItem,
  validatePromoCode,
  createOrder,
  verifyPayment,
  listOrders,
  getOrderDetail,
  listSavedAddresses,
  getPaymentsConfig,
  getLocation,
} satisfies Handlers;
