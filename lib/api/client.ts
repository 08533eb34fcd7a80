import { ApiError, readApiErrorBody, SHOP_UNREACHABLE_MESSAGE } from '../contract/api-error';
import type { EndpointInput, EndpointName, EndpointOutput } from '../contract/endpoints';
// Type only: the schemas themselves are loaded lazily (see below), never bundled with this module.
import type * as ContractModule from '../contract/endpoints';
import { routes } from '../contract/routes';
import { loadOnce } from './load-once';

/** How a call reaches the backend: over HTTP, or in-process on the server. */
export interface Transport {
  call<N extends EndpointName>(name: N, input: EndpointInput<N>, options: CallOptions): Promise<EndpointOutput<N>>;
}

export interface CallOptions {
  /** The session token, sent as `Authorization: Token {token}`. */
  token?: string | null;
  signal?: AbortSignal;
}

export type ApiClient = {
  [N in EndpointName]: (input: EndpointInput<N>, options?: CallOptions) => Promise<EndpointOutput<N>>;
};

/** The one typed client every page and component uses, whatever the transport. */
export function createApiClient(transport: Transport): ApiClient {
  const client = {} as Record<EndpointName, unknown>;
  for (const name of Object.keys(routes) as EndpointName[]) {
    client[name] = (input: EndpointInput<typeof name>, options: CallOptions = {}) =>
      transport.call(name, input, options);
  }
  return client as ApiClient;
}

function toSearchParams(input: unknown): string {
  const params = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** An upload's input as a form: files as they are, any other value as text. */
function toFormData(input: unknown): FormData {
  const form = new FormData();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (value instanceof Blob) form.append(key, value);
      else if (value !== undefined && value !== null) form.append(key, String(value));
    }
  }
  return form;
}

type Contract = typeof ContractModule;

/**
 * The response schemas, loaded on the first call rather than with the page:
 * they need zod, which the bundler then keeps in a chunk of its own.
 */
const loadContract: () => Promise<Contract> = loadOnce(() => import('../contract/endpoints'));

/**
 * Calls a backend over HTTP (`baseUrl` '' means the same origin). Query values
 * are URL-encoded; answers are checked against the contract.
 */
export function createHttpTransport(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async call(name, input, options) {
      const route = routes[name];
      // Starts loading the schemas while the request is on its way.
      const schemas = loadContract();
      const isGet = route.method === 'GET';
      const url = `${base}${route.path}${isGet ? toSearchParams(input) : ''}`;
      const headers: Record<string, string> = { accept: 'application/json' };
      // An upload (the route names its file field) goes as multipart/form-data: fetch writes its boundary.
      const isUpload = !isGet && 'uploadField' in route;
      if (!isGet && !isUpload) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Token ${options.token}`;

      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: route.method,
          headers,
          body: isGet ? undefined : isUpload ? toFormData(input) : JSON.stringify(input),
          signal: options.signal,
        });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        // Written for the shopper: the shop could not be reached, try again.
        throw new ApiError('bad_gateway', SHOP_UNREACHABLE_MESSAGE, { forShopper: true });
      }

      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const body = readApiErrorBody(payload);
        if (body) {
          // The one error shape: our API wrote this message for people (a 5xx says only "try again").
          throw new ApiError(body.code, body.message, {
            field: body.field,
            errors: body.errors,
            status: response.status,
            forShopper: true,
          });
        }
        // Not the one error shape (a proxy's page, an empty body): nothing to show the shopper.
        throw new ApiError(
          response.status === 404 ? 'not_found' : 'bad_gateway',
          `The shop answered ${response.status}.`,
          {
            status: response.status,
            forShopper: false,
          },
        );
      }

      let endpoints: Contract['endpoints'];
      try {
        ({ endpoints } = await schemas);
      } catch {
        // The schemas' chunk did not load: the same as not reaching the shop.
        throw new ApiError('bad_gateway', SHOP_UNREACHABLE_MESSAGE, { forShopper: true });
      }
      const parsed = endpoints[name].response.safeParse(payload);
      if (!parsed.success) {
        throw new ApiError('bad_gateway', `The answer of ${route.path} does not match the contract.`, {
          forShopper: false,
        });
      }
      return parsed.data as EndpointOutput<typeof name>;
    },
  };
}
