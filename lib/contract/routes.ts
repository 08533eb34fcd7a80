import { LOCATION_ROUTE } from './location-route';

/**
 * Method and path of every call of the backend contract, by name: the one
 * place these are written. Plain data with no zod, so the browser client can
 * build its requests without loading the schemas; the domain files spread
 * each route into their endpoint definition.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST';
  /** The exact path, trailing slashes as the spec writes them. */
  path: string;
  /** HTTP status of a successful answer, when it is not 200. */
  successStatus?: number;
  /**
   * Who the call acts for, resolved by the request pipeline before the service
   * runs (the service receives `context.user`):
   * - 'token': the spec's "(token)" calls, for a signed-in customer only. A
   *   request without `Authorization: Token {token}`, or with one that is
   *   unknown, expired or revoked, answers 401 before its input is read.
   * - 'optional': a guest or a customer (the cart): without a token the user
   *   is null; a token that is no longer valid answers 401, so the browser
   *   learns to drop it.
   * Without the marker no user is looked up, whatever the request carries.
   */
  auth?: 'token' | 'optional';
  /**
   * A back-office call (`adminRoutes`): 'sign-in' needs no staff session,
   * 'staff' any signed-in staff member, 'owner' an owner (403 for others).
   * Without a staff session (cookie, or a staff token in
   * `Authorization: Token`) 'staff' and 'owner' answer 401 before the input
   * is read; a shopper's token opens none. Every POST among them refuses a
   * cross-site request (403).
   */
  staff?: 'sign-in' | 'staff' | 'owner';
  /** The media type of a successful answer when it is a file, not JSON (`fileRoutes`). */
  file?: 'application/pdf' | 'text/csv';
  /** The JSON body may also come as text/plain, as `navigator.sendBeacon` sends a string (the beacon). */
  textBody?: true;
  /** The largest body accepted, when not the usual 64 KB. */
  maxBodyBytes?: number;
  /**
   * The body is multipart/form-data (an upload), not JSON: the form field holding the one file,
   * named by the errors about the body (too large, a second file).
   */
  uploadField?: string;
}

export const routes = {
  // catalogue
  getTopSellingProducts: { method: 'GET', path: '/api/get-top-selling-product/' },
  getProductCategories: { method: 'GET', path: '/api/product-category/' },
  getCategoryList: { method: 'GET', path: '/api/get-all-category-list/' },
  getAllProducts: { method: 'GET', path: '/api/get-all-products/' },
  getProductDetail: { method: 'GET', path: '/api/get-product-detail/' },
  getAllBlogs: { method: 'GET', path: '/api/get-all-blogs/' },
  getBlogDetail: { method: 'GET', path: '/api/get-blog-detail/' },
  searchProducts: { method: 'GET', path: '/api/search' },
  getCategoryRedirect: { method: 'GET', path: '/api/category-redirect/' },
  getSitemapFiles: { method: 'GET', path: '/api/sitemap-files/' },
  getSitemapProducts: { method: 'GET', path: '/api/sitemap-products/' },
  getSitemapListings: { method: 'GET', path: '/api/sitemap-listings/' },
  // recently viewed (issue 31, item 11): the cards of the products the browser remembers
  getProductsById: { method: 'GET', path: '/api/products-by-id/' },
  // contact
  createQuery: { method: 'POST', path: '/api/create-query/', successStatus: 201 },
  // session
  signup: { method: 'POST', path: '/api/signup/', successStatus: 201 },
  login: { method: 'POST', path: '/api/login/' },
  logout: { method: 'POST', path: '/api/logout/', auth: 'token' },
  // account
  getAccount: { method: 'GET', path: '/api/account/', auth: 'token' },
  confirmEmail: { method: 'POST', path: '/api/confirm-email/', auth: 'token' },
  changeAccountEmail: { method: 'POST', path: '/api/account/email/', auth: 'token' },
  resendEmailConfirmation: { method: 'POST', path: '/api/account/email/resend/', auth: 'token' },
  // cart
  getCartItems: { method: 'GET', path: '/api/get-cart-items/', auth: 'optional' },
  addCartItem: { method: 'POST', path: '/api/cart-items/', auth: 'optional' },
  removeCartItem: { method: 'POST', path: '/api/remove-cart-items/', auth: 'optional' },
  updateCartItem: { method: 'POST', path: '/api/update-cart-item/', auth: 'optional' },
  // promo
  validatePromoCode: { method: 'POST', path: '/api/validate-promo-code/', auth: 'token' },
  // orders
  createOrder: { method: 'POST', path: '/api/create-order/', auth: 'token' },
  verifyPayment: { method: 'POST', path: '/api/verify-payment/', auth: 'token' },
  listOrders: { method: 'GET', path: '/api/orders/', auth: 'token' },
  getOrderDetail: { method: 'GET', path: '/api/order-detail/', auth: 'token' },
  listSavedAddresses: { method: 'GET', path: '/api/saved-addresses/', auth: 'token' },
  getPaymentsConfig: { method: 'GET', path: '/api/payments/config/' },
  // reviews
  getOrderReviews: { method: 'GET', path: '/api/order-reviews/', auth: 'token' },
  createReview: { method: 'POST', path: '/api/create-review/', successStatus: 201, auth: 'token' },
  // One photo per request, up to 15 MB (lib/server/media/picture-processing.ts) and the form's own bytes.
  uploadReviewPhoto: {
    method: 'POST',
    path: '/api/review-photos/',
    successStatus: 201,
    auth: 'token',
    uploadField: 'file',
    maxBodyBytes: 15 * 1024 * 1024 + 64 * 1024,
  },
  getProductReviews: { method: 'GET', path: '/api/product-reviews/' },
  getFeaturedReviews: { method: 'GET', path: '/api/featured-reviews/' },
  // back in stock (issue 31, item 12)
  requestBackInStock: { method: 'POST', path: '/api/back-in-stock/', auth: 'token' },
  // buy again (issue 31, item 11): an own past order's lines back into the cart
  buyAgain: { method: 'POST', path: '/api/buy-again/', auth: 'token' },
  // wish list (issue 31, item 11): kept with the account; a guest's is merged at sign-in
  getWishlist: { method: 'GET', path: '/api/wishlist/', auth: 'token' },
  addToWishlist: { method: 'POST', path: '/api/wishlist/add/', auth: 'token' },
  removeFromWishlist: { method: 'POST', path: '/api/wishlist/remove/', auth: 'token' },
  mergeWishlist: { method: 'POST', path: '/api/wishlist/merge/', auth: 'token' },
  // location
  getLocation: LOCATION_ROUTE,
} as const satisfies Record<string, RouteDefinition>;

export type Routes = typeof routes;

/**
 * Calls the shop's pages make whose answer is a file, not JSON: the browser
 * fetches them with the token and saves the answer (lib/api/files.ts), so
 * the typed client has no method for them. Errors answer the one JSON shape.
 */
export const fileRoutes = {
  getOrderInvoice: { method: 'GET', path: '/api/order-invoice/', auth: 'token', file: 'application/pdf' },
  getOrderTaxDocument: { method: 'GET', path: '/api/order-tax-document/', auth: 'token', file: 'application/pdf' },
} as const satisfies Record<string, RouteDefinition>;
export type RouteName = keyof Routes;

/**
 * Calls under /api that machines make, never the shop's pages, so the typed
 * client has no method for them: liveness and readiness checks, the payment providers'
 * webhooks (their bodies are read raw to check signatures) and the OpenAPI
 * document of this contract.
 */
export const systemRoutes = {
  getHealth: { method: 'GET', path: '/api/health/' },
  getReadiness: { method: 'GET', path: '/api/ready/' },
  receiveRazorpayWebhook: { method: 'POST', path: '/api/webhooks/razorpay/' },
  receivePayPalWebhook: { method: 'POST', path: '/api/webhooks/paypal/' },
  getOpenApiDocument: { method: 'GET', path: '/api/openapi.json' },
  // The storefront's first-party beacon (page views, Web Vitals): sendBeacon's string body, a few hundred bytes.
  sendBeacon: { method: 'POST', path: '/api/beacon/', successStatus: 204, textBody: true, maxBodyBytes: 2048 },
} as const satisfies Record<string, RouteDefinition>;
