import 'server-only';
import type { Endpoints } from '../contract';
import type { HandlersFor } from './services/request-context';
import {
  getAllProducts,
  getCategoryList,
  getProductCategories,
  getProductDetail,
  getProductsById,
  getTopSellingProducts,
  searchProducts,
} from './services/catalogue/catalogue';
import { getAllBlogs, getBlogDetail } from './services/catalogue/blog';
import { getCategoryRedirect } from './services/catalogue/category-redirect';
import { getSitemapFiles, getSitemapListings, getSitemapProducts } from './services/catalogue/sitemap';
import { createQuery } from './services/messages/contact';
import { login, logout, signup } from './services/accounts/auth';
import { changeAccountEmail, confirmEmail, getAccount, resendEmailConfirmation } from './services/accounts/account';
import { addCartItem, getCartItems, removeCartItem, updateCartItem } from './services/cart/cart';
import { validatePromoCode } from './services/cart/promo';
import { createOrder } from './services/orders/orders';
import { listOrders } from './services/orders/order-history';
import { getOrderDetail } from './services/orders/order-detail';
import { verifyPayment } from './services/payments/payment-verification';
import { getPaymentsConfig } from './services/payments/payments-config';
import { getLocation } from './services/catalogue/location';
import { listSavedAddresses } from './services/accounts/saved-addresses';
import { createReview, getOrderReviews, getProductReviews } from './services/reviews/reviews';
import { getFeaturedReviews } from './services/reviews/featured-reviews';
import { uploadReviewPhoto } from './services/reviews/review-photos';
import { requestBackInStock } from './services/catalogue/back-in-stock';
import { buyAgain } from './services/orders/buy-again';
import { addToWishlist, getWishlist, mergeWishlist, removeFromWishlist } from './services/catalogue/wishlist';

export type { RequestContext } from './services/request-context';
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
  getProductsById,
  getAllBlogs,
  getBlogDetail,
  searchProducts,
  getCategoryRedirect,
  getSitemapFiles,
  getSitemapProducts,
  getSitemapListings,
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
  getOrderReviews,
  createReview,
  uploadReviewPhoto,
  getProductReviews,
  getFeaturedReviews,
  requestBackInStock,
  buyAgain,
  getWishlist,
  addToWishlist,
  removeFromWishlist,
  mergeWishlist,
} satisfies Handlers;
