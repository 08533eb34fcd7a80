import 'server-only';
import { unstable_cache } from 'next/cache';
import { endpoints, validationError, type EndpointName } from '../contract';
import { handlers, type RequestContext } from '../server/handlers';
import { getConfig } from '../server/config';
import { createApiClient, createHttpTransport, type ApiClient, type Transport } from './client';

/**
 * Cache tags of the catalogue and blog reads. Code that changes products,
 * stock or posts calls revalidateTag with these, so cached pages follow.
 */
export const CACHE_TAGS = { catalogue: 'catalogue', blog: 'blog' } as const;
const CACHE_SECONDS = 300;

const cachedReads: Partial<Record<EndpointName, string>> = {
  getTopSellingProducts: CACHE_TAGS.catalogue,
  getProductCategories: CACHE_TAGS.catalogue,
  getCategoryList: CACHE_TAGS.catalogue,
  getAllProducts: CACHE_TAGS.catalogue,
  getProductDetail: CACHE_TAGS.catalogue,
  searchProducts: CACHE_TAGS.catalogue,
  getAllBlogs: CACHE_TAGS.blog,
  getBlogDetail: CACHE_TAGS.blog,
};

async function callHandler(name: EndpointName, input: unknown, token: string | null): Promise<unknown> {
  const parsed = endpoints[name].input.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const handler = handlers[name] as (input: unknown, context: RequestContext) => Promise<unknown>;
  return handler(parsed.data, { token, clientAddress: 'server' });
}

/**
 * Calls the built-in backend's services directly, with the same input parsing
 * as its route handlers: server rendering never makes an HTTP call to itself.
 * Public reads (no token) go through Next's data cache, tagged for revalidation.
 */
export const inProcessTransport: Transport = {
  async call(name, input, options) {
    const tag = cachedReads[name];
    const token = options.token ?? null;
    if (tag && !token && process.env.NEXT_RUNTIME) {
      const cached = unstable_cache(() => callHandler(name, input, null), ['api', name, JSON.stringify(input ?? {})], {
        tags: [tag],
        revalidate: CACHE_SECONDS,
      });
      return cached() as never;
    }
    return callHandler(name, input, token) as never;
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
