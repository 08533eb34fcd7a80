import { endpoints, type EndpointName } from './endpoints';
import { fileRoutes, routes, systemRoutes, type RouteName } from './routes';
import { orderFileEndpoints } from './orders';
import { systemEndpoints } from './system';

// The client builds requests from `routes` and types them from `endpoints`: both must name the same calls.
type SameKeys<A, B> = [Exclude<A, B> | Exclude<B, A>] extends [never] ? true : false;
const sameNames: SameKeys<RouteName, EndpointName> = true;

describe('routes', () => {
  it('name exactly the calls of the endpoints registry', () => {
    expect(sameNames).toBe(true);
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.keys(endpoints) as EndpointName[])(
    'give %s its method, path, success status and auth marker',
    (name) => {
      const { method, path, successStatus, auth, uploadField, maxBodyBytes } = endpoints[name];
      expect({ method, path, successStatus, auth, uploadField, maxBodyBytes }).toEqual(routes[name]);
    },
  );

  it('mark exactly the calls the spec writes "(token)", and the signed-in ones, as needing the session token', () => {
    const marked = Object.entries(routes).flatMap(([name, route]) =>
      'auth' in route && route.auth === 'token' ? [name] : [],
    );
    expect(marked.sort()).toEqual([
      'addToWishlist',
      'buyAgain',
      'changeAccountEmail',
      'confirmEmail',
      'createOrder',
      'createReview',
      'getAccount',
      'getOrderDetail',
      'getOrderReviews',
      'getWishlist',
      'listOrders',
      'listSavedAddresses',
      'logout',
      'mergeWishlist',
      'removeFromWishlist',
      'requestBackInStock',
      'resendEmailConfirmation',
      'uploadReviewPhoto',
      'validatePromoCode',
      'verifyPayment',
    ]);
  });

  it("give the machines' calls the method, path and success status of systemRoutes", () => {
    const described = Object.fromEntries(
      Object.entries(systemEndpoints).map(([name, { method, path, successStatus, auth, textBody, maxBodyBytes }]) => [
        name,
        { method, path, successStatus, auth, textBody, maxBodyBytes },
      ]),
    );
    expect(described).toEqual(systemRoutes);
  });

  it('describe the file calls (the invoice, the GST documents) with their media type, token-only and out of the typed client', () => {
    const described = Object.fromEntries(
      Object.entries(orderFileEndpoints).map(([name, { method, path, successStatus, auth, file }]) => [
        name,
        { method, path, successStatus, auth, file },
      ]),
    );
    expect(described).toEqual({
      getOrderInvoice: { method: 'GET', path: '/api/order-invoice/', auth: 'token', file: 'application/pdf' },
      getOrderTaxDocument: { method: 'GET', path: '/api/order-tax-document/', auth: 'token', file: 'application/pdf' },
    });
    expect(fileRoutes.getOrderInvoice).toEqual(described.getOrderInvoice);
    expect(fileRoutes.getOrderTaxDocument).toEqual(described.getOrderTaxDocument);
    for (const name of Object.keys(fileRoutes)) expect(Object.keys(routes)).not.toContain(name);
  });

  it("keep the machines' calls out of the typed client", () => {
    for (const name of Object.keys(systemRoutes)) expect(Object.keys(routes)).not.toContain(name);
  });

  it('keep every path unique and under /api/', () => {
    const paths = [...Object.values(routes), ...Object.values(systemRoutes)].map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\//);
  });
});
