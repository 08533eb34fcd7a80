import { ApiError, readApiErrorBody, SHOP_UNREACHABLE_MESSAGE } from '../contract/api-error';
import type { adminEndpoints } from '../contract/admin';
// Type only: the schemas are loaded lazily (below), as the shop's client does.
import type * as AdminContractModule from '../contract/admin';
import { adminRoutes } from '../contract/admin-routes';
import { loadOnce } from './load-once';
import type { z } from 'zod';

type AdminEndpoints = typeof adminEndpoints;
/**
 * The back office's JSON calls: the CSV exports are files (a plain link downloads them), and a
 * picture upload and a products import are multipart (components/admin/picture-picker.tsx sends it with XMLHttpRequest, for its progress).
 */
export type AdminEndpointName = Exclude<
  keyof AdminEndpoints,
  'exportOrders' | 'uploadPicture' | 'exportProducts' | 'importProducts'
>;
export type AdminInput<N extends AdminEndpointName> = z.input<AdminEndpoints[N]['input']>;
export type AdminOutput<N extends AdminEndpointName> = z.output<AdminEndpoints[N]['response']>;

/** How a back-office call reaches the backend: over HTTP, or in-process while the server renders. */
export interface AdminTransport {
  call<N extends AdminEndpointName>(name: N, input: AdminInput<N>): Promise<AdminOutput<N>>;
}

export type AdminApiClient = { [N in AdminEndpointName]: (input: AdminInput<N>) => Promise<AdminOutput<N>> };

const ADMIN_NAMES = (Object.keys(adminRoutes) as (keyof typeof adminRoutes)[]).filter(
  (name): name is AdminEndpointName =>
    name !== 'exportOrders' && name !== 'uploadPicture' && name !== 'exportProducts' && name !== 'importProducts',
);

/** The one typed client of the back office's pages and forms, whatever the transport. */
export function createAdminApiClient(transport: AdminTransport): AdminApiClient {
  const client = {} as Record<AdminEndpointName, unknown>;
  for (const name of ADMIN_NAMES) client[name] = (input: AdminInput<typeof name>) => transport.call(name, input);
  return client as AdminApiClient;
}

/** A query or path value: strings and numbers as they are (inputs hold nothing else). */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** `/api/admin/orders/{order_number}/` with the input's values in place of its `{names}`. */
export function adminPathOf(template: string, input: unknown): string {
  const values = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(scalarText(values[name])));
}

const loadContract: () => Promise<typeof AdminContractModule> = loadOnce(() => import('../contract/admin'));

/**
 * Calls the back office's API over HTTP (`baseUrl` '' is the same origin,
 * whose staff cookie the browser sends). `cookie` forwards the staff cookie
 * when the server renders against another backend (BACKEND_URL).
 */
export function createAdminHttpTransport(
  baseUrl: string,
  options: { cookie?: string | null; fetchImpl?: typeof fetch } = {},
): AdminTransport {
  const base = baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? ((...args) => fetch(...args));
  return {
    async call(name, input) {
      const route = adminRoutes[name];
      const schemas = loadContract();
      const isGet = route.method === 'GET';
      const params = new URLSearchParams();
      if (isGet) {
        for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
          if (value !== undefined && value !== null && value !== '' && !route.path.includes(`{${key}}`))
            params.set(key, scalarText(value));
        }
      }
      const query = params.toString();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (!isGet) headers['content-type'] = 'application/json';
      if (options.cookie) headers.cookie = options.cookie;
      let response: Response;
      try {
        response = await fetchImpl(`${base}${adminPathOf(route.path, input)}${query ? `?${query}` : ''}`, {
          method: route.method,
          headers,
          body: isGet ? undefined : JSON.stringify(input),
          credentials: 'same-origin',
          cache: 'no-store',
        });
      } catch {
        throw new ApiError('bad_gateway', SHOP_UNREACHABLE_MESSAGE, { forShopper: true });
      }
      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const body = readApiErrorBody(payload);
        if (body)
          throw new ApiError(body.code, body.message, {
            field: body.field,
            errors: body.errors,
            status: response.status,
            forShopper: true,
          });
        throw new ApiError(
          response.status === 404 ? 'not_found' : 'bad_gateway',
          `The shop answered ${response.status}.`,
          { status: response.status, forShopper: false },
        );
      }
      const { adminEndpoints: endpoints } = await schemas;
      const parsed = endpoints[name].response.safeParse(payload);
      if (!parsed.success)
        throw new ApiError('bad_gateway', `The answer of ${route.path} does not match the contract.`, {
          forShopper: false,
        });
      return parsed.data as AdminOutput<typeof name>;
    },
  };
}
