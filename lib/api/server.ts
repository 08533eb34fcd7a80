import 'server-only';
import { endpoints, validationError, type EndpointName } from '../contract';
import { handlers, type RequestContext } from '../server/handlers';
import { resolveShopper } from '../server/services/accounts/auth';
import { getConfig } from '../server/config';
import { cachedRead } from '../server/cached-reads';
import { createApiClient, createHttpTransport, type ApiClient, type Transport } from './client';

async function callHandler(name: EndpointName, input: unknown, token: string | null): Promise<unknown> {
  const parsed = endpoints[name].input.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const handler = handlers[name] as (input: unknown, context: RequestContext) => Promise<unknown>;
  // The customer is resolved as the request pipeline does it (the endpoint's `auth` marker), before the service runs.
  return handler(parsed.data, await resolveShopper(endpoints[name].auth, { token, clientAddress: 'server' }));
}

/**
 * Calls the built-in backend's services directly, with the same input parsing
 * as its route handlers: server rendering never makes an HTTP call to itself.
 * Public reads (no token) go through Next's data cache, tagged for revalidation.
 */
export const inProcessTransport: Transport = {
  async call(name, input, options) {
    const token = options.token ?? null;
    if (token) return callHandler(name, input, token) as never;
    return cachedRead(name, input, () => callHandler(name, input, null)) as never;
  },
};

let client: ApiClient | undefined;

/** The typed client for server components: HTTP to BACKEND_URL when set, in-process otherwise. */
export function getServerApi(): ApiClient {
  if (!client) {
    const { BACKEND_URL } = getConfig();
    client = createApiClient(BACKEND_URL ? createHttpTransport(BACKEND_URL) : inProcessTransport);
  }
  return client;
}
