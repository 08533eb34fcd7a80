import type { EndpointName } from '../contract/endpoints';
import type { ApiClient, Transport } from './client';
import { loadOnce } from './load-once';

/**
 * The HTTP transport (lib/api/client.ts, with the contract's table of routes), loaded on the first call rather
 * than with the page: every call is asynchronous anyway, and the first one waits for one small chunk.
 */
const loadTransport = loadOnce(() =>
  import('./client').then(({ createHttpTransport }) => createHttpTransport(process.env.NEXT_PUBLIC_BACKEND_URL ?? '')),
);

async function call(name: EndpointName, input: unknown, options: Parameters<Transport['call']>[2] = {}) {
  let http: Transport;
  try {
    http = await loadTransport();
  } catch {
    // The client's chunk did not load: the same as not reaching the shop. The error model loads with it too (it
    // stays out of every page's first load): when even that fails, a plain error says the same.
    throw await import('../contract/api-error').then(
      ({ ApiError, SHOP_UNREACHABLE_MESSAGE }) =>
        new ApiError('bad_gateway', SHOP_UNREACHABLE_MESSAGE, { forShopper: true }),
      () => new Error('The shop could not be reached'),
    );
  }
  return http.call(name, input as never, options);
}

/**
 * The typed client for client components: the same origin's /api routes, or the external backend named by
 * NEXT_PUBLIC_BACKEND_URL. Each method exists on demand (`browserApi.addCartItem(...)`), so the first load
 * carries neither the transport nor the table of routes (issue 32, item 5).
 */
export const browserApi: ApiClient = new Proxy({} as ApiClient, {
  get(target, name) {
    if (typeof name !== 'string' || name === 'then') return Reflect.get(target, name);
    return (input: unknown, options?: Parameters<Transport['call']>[2]) => call(name as EndpointName, input, options);
  },
});
