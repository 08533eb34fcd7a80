import { ApiError, apiErrorBody, endpoints, type EndpointInput, type EndpointName, type EndpointOutput } from '../contract';

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
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    client[name] = (input: EndpointInput<typeof name>, options: CallOptions = {}) => transport.call(name, input, options);
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

/**
 * Calls a backend over HTTP (`baseUrl` '' means the same origin). Query values
 * are URL-encoded; answers are checked against the contract.
 */
export function createHttpTransport(baseUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async call(name, input, options) {
      const definition = endpoints[name];
      const isGet = definition.method === 'GET';
      const url = `${base}${definition.path}${isGet ? toSearchParams(input) : ''}`;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (!isGet) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Token ${options.token}`;

      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: definition.method,
          headers,
          body: isGet ? undefined : JSON.stringify(input),
          signal: options.signal,
        });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        throw new ApiError('bad_gateway', 'The shop could not be reached. Please check your connection and try again.');
      }

      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const parsed = apiErrorBody.safeParse(payload);
        if (parsed.success) {
          throw new ApiError(parsed.data.code, parsed.data.message, {
            field: parsed.data.field,
            errors: parsed.data.errors,
            status: response.status,
          });
        }
        throw new ApiError(response.status === 404 ? 'not_found' : 'bad_gateway', `The shop answered ${response.status}.`, {
          status: response.status,
        });
      }
      const parsed = definition.response.safeParse(payload);
      if (!parsed.success) {
        throw new ApiError('bad_gateway', `The answer of ${definition.path} does not match the contract.`);
      }
      return parsed.data as EndpointOutput<typeof name>;
    },
  };
}
