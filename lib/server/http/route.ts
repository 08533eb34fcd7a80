import 'server-only';
import { z } from 'zod';
import {
  ApiError,
  SERVICE_UNAVAILABLE_MESSAGE,
  endpoints,
  invalidFieldError,
  validationError,
  type EndpointDefinition,
  type EndpointName,
} from '../../contract';
import type {
  ContextFor,
  EndpointHandler,
  FileAnswer,
  RequestContext,
  WebhookReceipt,
} from '../services/request-context';
import { API_CACHED_READS, CACHE_SECONDS, SHARED_CACHE_SECONDS, cachedRead } from '../cached-reads';
import { getConfig } from '../config';
import { isDatabaseUnavailableError } from '../db/errors';
import { logError } from '../log';
import { resolveShopper } from '../services/accounts/auth';
import { authenticateStaff } from '../services/staff/staff-auth';
import { clientAddressOf } from './client-address';
import { deferAfterResponse } from './deferred-work';
import { refuseCrossSiteRequest } from './same-site';

/** The largest JSON body any call accepts. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The largest webhook body accepted (provider events are a few kilobytes). */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function errorResponse(error: ApiError, headers: Record<string, string> = {}): Response {
  const retryAfter: Record<string, string> =
    error.retryAfterSeconds !== undefined
      ? { 'retry-after': String(Math.max(0, Math.ceil(error.retryAfterSeconds))) }
      : {};
  return json(error.toBody(), error.status, { 'cache-control': 'no-store', ...retryAfter, ...headers });
}

type RouteHandler = (request: Request) => Promise<Response>;
type OtherMethods<Served extends 'GET' | 'POST'> = Record<
  Exclude<'GET' | 'POST', Served> | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS',
  RouteHandler
>;

/** The answers of `otherMethods` and the catch-all route: they answer no call, so the contract does not list them. */
const answersOfNoCall = new WeakSet<object>();

/** Whether a route file's export answers no call of the contract (a 405, OPTIONS, the JSON 404). */
export function answersNoCall(handler: unknown): boolean {
  return typeof handler === 'function' && answersOfNoCall.has(handler);
}

export function markAnswerOfNoCall<H extends RouteHandler>(handler: H): H {
  answersOfNoCall.add(handler);
  return handler;
}

/**
 * The other methods of a route file whose call is `served`: 405 in the
 * error shape with `Allow`, and OPTIONS naming the allowed ones (Next itself
 * would answer 405 with an empty body). HEAD follows GET. A route file
 * exports them next to its call:
 * `export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');`
 */
export function otherMethods(served: 'GET'): OtherMethods<'GET'>;
export function otherMethods(served: 'POST'): OtherMethods<'POST'>;
/** A route file serving both (a list and its create, a record and its edit): `otherMethods('GET', 'POST')`. */
export function otherMethods(served: 'GET', also: 'POST'): Omit<OtherMethods<'GET'>, 'POST'>;
export function otherMethods(
  served: 'GET' | 'POST',
  also?: 'POST',
): OtherMethods<'GET'> | OtherMethods<'POST'> | Omit<OtherMethods<'GET'>, 'POST'> {
  const methods = also ? `${served} and ${also}` : served;
  const allow = served === 'GET' ? (also ? 'GET, HEAD, POST, OPTIONS' : 'GET, HEAD, OPTIONS') : 'POST, OPTIONS';
  const refuse = markAnswerOfNoCall(async function refuseMethod(request: Request): Promise<Response> {
    return errorResponse(new ApiError('method_not_allowed', `${request.method} is not allowed here: use ${methods}`), {
      allow,
    });
  });
  const options = markAnswerOfNoCall(async function answerOptions(): Promise<Response> {
    return new Response(null, { status: 204, headers: { allow, 'cache-control': 'no-store' } });
  });
  const common = { PUT: refuse, PATCH: refuse, DELETE: refuse, OPTIONS: options };
  if (also) return common;
  return served === 'GET' ? { ...common, POST: refuse } : { ...common, GET: refuse };
}

/** What a path under /api that no route file serves answers, whatever the method. */
export const UNKNOWN_CALL_MESSAGE = 'No such call in this API: GET /api/openapi.json lists them.';

/**
 * The catch-all route's answer: a JSON 404 in the error shape that no cache
 * keeps (the not-found page would be 43 KB of HTML, cached for minutes).
 */
export const answerUnknownCall = markAnswerOfNoCall(async function answerUnknownCall(): Promise<Response> {
  return errorResponse(new ApiError('not_found', UNKNOWN_CALL_MESSAGE));
});

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

async function readJsonBody(request: Request, definition: EndpointDefinition): Promise<Record<string, unknown>> {
  const contentType = (request.headers.get('content-type') ?? '').trim();
  // The beacon's JSON comes as text/plain: navigator.sendBeacon sends a string so.
  const isJson =
    /^application\/([\w.+-]+\+)?json\b/i.test(contentType) ||
    (definition.textBody === true && /^text\/plain\b/i.test(contentType));
  if (!isJson) {
    throw new ApiError('unsupported_media_type', 'body: send JSON with Content-Type: application/json', {
      field: 'body',
    });
  }
  const limit = definition.maxBodyBytes ?? MAX_BODY_BYTES;
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) {
    throw new ApiError('payload_too_large', `body: must be at most ${limit} bytes`, { field: 'body' });
  }
  const text = await readTextWithin(request, limit);
  if (text.trim() === '') throw new ApiError('invalid_request', 'body: is required', { field: 'body' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('invalid_request', 'body: must be valid JSON', { field: 'body' });
  }
  if (!isJsonObject(parsed)) throw new ApiError('invalid_request', 'body: must be a JSON object', { field: 'body' });
  return parsed;
}

/**
 * An upload's multipart/form-data body (`uploadField` in the route): read within the route's
 * `maxBodyBytes` (too large names the file field), then its fields as the input, a file as a File.
 * A field sent twice is refused: one upload per request keeps its failure its own.
 */
async function readMultipartBody(
  request: Request,
  definition: EndpointDefinition,
  fileField: string,
): Promise<Record<string, unknown>> {
  const contentType = (request.headers.get('content-type') ?? '').trim();
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    throw new ApiError('unsupported_media_type', `body: send multipart/form-data with one ${fileField} field`, {
      field: 'body',
    });
  }
  const limit = definition.maxBodyBytes ?? MAX_BODY_BYTES;
  const tooLarge = new ApiError(
    'payload_too_large',
    `${fileField}: must be at most ${Math.floor(limit / 2 ** 20)} MB`,
    {
      field: fileField,
    },
  );
  if (Number(request.headers.get('content-length') ?? '0') > limit) throw tooLarge;
  let bytes: Buffer;
  try {
    bytes = await readBytesWithin(request, limit);
  } catch (error) {
    throw error instanceof ApiError && error.code === 'payload_too_large' ? tooLarge : error;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError('invalid_request', 'body: is not a readable multipart/form-data body', { field: 'body' });
  }
  const fields: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    if (values.length > 1) throw invalidFieldError(name, 'send one per request');
    fields[name] = values[0];
  }
  return fields;
}

/** Reads the body but stops at `limit` bytes, whatever Content-Length claimed. */
async function readTextWithin(request: Request, limit: number): Promise<string> {
  return new TextDecoder('utf-8').decode(await readBytesWithin(request, limit));
}

/** The body's exact bytes, refused beyond `limit` bytes whatever Content-Length claimed. */
async function readBytesWithin(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new ApiError('payload_too_large', `body: must be at most ${limit} bytes`, { field: 'body' });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function readQuery(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (!(key in query)) query[key] = value;
  }
  return query;
}

/** Outside production every answer is checked against the contract, so drift fails loudly in tests. */
export function assertMatchesContract(path: string, schema: z.ZodType, output: unknown): void {
  const check = schema.safeParse(output);
  if (!check.success) throw new Error(`The answer of ${path} breaks the contract: ${check.error.message}`);
}

/** A session token in a URL ends up in logs, history and Referer headers, so it is refused outright. */
function refuseTokenInUrl(request: Request): void {
  if (new URL(request.url).searchParams.has('token')) {
    throw invalidFieldError(
      'token',
      'send the session token in the Authorization header (Token {token}), never in the URL',
    );
  }
}

export function requestContext(request: Request): RequestContext {
  const authorization = request.headers.get('authorization') ?? '';
  const token = /^Token\s+(\S+)$/i.exec(authorization.trim())?.[1] ?? null;
  return {
    token,
    clientAddress: clientAddressOf(request.headers, getConfig().TRUST_PROXY),
    headers: request.headers,
    defer: deferAfterResponse,
  };
}

/** The registry name of a client-facing endpoint (the data cache is keyed by it); undefined for the others. */
function endpointNameOf(definition: EndpointDefinition): EndpointName | undefined {
  return Object.keys(endpoints)
    .filter(isEndpointName)
    .find((name) => endpoints[name] === definition);
}

function isEndpointName(key: string): key is EndpointName {
  return Object.prototype.hasOwnProperty.call(endpoints, key);
}

/**
 * The path parameters of a request for a path template such as
 * `/api/admin/orders/{order_number}/`: `{ order_number: '…' }`, or none when
 * the path has no `{name}` (or does not match, which a route file never sees).
 */
export function pathParametersOf(template: string, request: Request): Record<string, string> {
  if (!template.includes('{')) return {};
  const names: string[] = [];
  const pattern = template
    .replace(/\/+$/, '')
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}/?$`).exec(new URL(request.url).pathname);
  const parameters: Record<string, string> = {};
  names.forEach((name, index) => {
    const value = match?.[index + 1];
    if (value !== undefined) parameters[name] = decodeURIComponent(value);
  });
  return parameters;
}

/** A back-office endpoint that needs a signed-in member (`staff: 'staff' | 'owner'`). */
type StaffEndpointDefinition = EndpointDefinition & { staff: 'staff' | 'owner' };

function needsStaff(definition: EndpointDefinition): definition is StaffEndpointDefinition {
  return definition.staff === 'staff' || definition.staff === 'owner';
}

/**
 * The context endpoint E's service receives, as its markers say: the acting
 * staff member (`staff`: 401 without a session, 403 for the wrong role), or
 * the customer (`auth`: lib/server/services/accounts/auth.ts resolveShopper),
 * or the plain request.
 */
async function contextFor<E extends EndpointDefinition>(definition: E, base: RequestContext): Promise<ContextFor<E>> {
  const context = needsStaff(definition)
    ? { ...base, staff: await authenticateStaff(base, definition.staff) }
    : await resolveShopper(definition.auth, base);
  // Built as E's markers say (ContextFor<E>); TypeScript cannot follow the markers through the checks above.
  return context as ContextFor<E>;
}

/**
 * A route handler for one contract endpoint and the service answering it:
 * parse the input with the contract, call the service, answer JSON. Every
 * failure answers the one error shape; nothing unexpected leaks beyond a
 * generic 500. The service's types must match the endpoint's schemas.
 *
 * Back-office endpoints (`staff` marker): a POST from another site is
 * refused (403) first; then 'staff' and 'owner' need a staff session (401)
 * of the right role (403), and the service receives the acting member as
 * `context.staff`. Cookies a service sets (`context.responseCookies`) go out
 * with the answer.
 */
export function createRouteHandler<E extends EndpointDefinition>(
  definition: E,
  service: EndpointHandler<E>,
): (request: Request) => Promise<Response> {
  const name = endpointNameOf(definition);
  const cachedName = name !== undefined && API_CACHED_READS.has(name) ? name : undefined;
  return async function handle(request: Request): Promise<Response> {
    try {
      refuseTokenInUrl(request);
      const responseCookies: string[] = [];
      const base: RequestContext = { ...requestContext(request), responseCookies };
      if (definition.staff !== undefined && definition.method === 'POST') {
        const { TRUST_PROXY, SITE_URL } = getConfig();
        refuseCrossSiteRequest(request, TRUST_PROXY, SITE_URL);
      }
      // Who may call comes before what was sent: a caller without a session learns only that (401), not the body's rules.
      const context = await contextFor(definition, base);
      const raw = {
        ...(definition.method === 'GET'
          ? readQuery(request)
          : definition.uploadField !== undefined
            ? await readMultipartBody(request, definition, definition.uploadField)
            : await readJsonBody(request, definition)),
        ...pathParametersOf(definition.path, request),
      };
      const parsed = z.safeParse<E['input']>(definition.input, raw);
      if (!parsed.success) throw validationError(parsed.error);
      const input = parsed.data;
      // A signed-in or cart answer belongs to one person: no shared cache may keep it.
      const isPublicRead =
        definition.method === 'GET' &&
        definition.staff === undefined &&
        context.token === null &&
        !new URL(request.url).searchParams.has('cart_id');
      const cacheable = isPublicRead && cachedName !== undefined;
      const answer = () => service(input, context);
      const output = cacheable ? await cachedRead(cachedName, input, answer) : await answer();
      if (process.env.NODE_ENV !== 'production') assertMatchesContract(definition.path, definition.response, output);
      const cacheControl: Record<string, string> = cacheable
        ? {
            'cache-control': `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${CACHE_SECONDS}`,
          }
        : isPublicRead
          ? {}
          : { 'cache-control': 'no-store' };
      const status = definition.successStatus ?? 200;
      // 204 carries no body at all (a Response refuses one).
      const response =
        status === 204 ? new Response(null, { status, headers: cacheControl }) : json(output, status, cacheControl);
      for (const cookie of responseCookies) response.headers.append('set-cookie', cookie);
      return response;
    } catch (error) {
      return answerFailure(error, definition, request);
    }
  };
}

/**
 * A route handler for a call answering a file (`fileRoutes`, e.g. the
 * invoice PDF, or the back office's CSV export): the same token or staff
 * checks, query parsing and error shape as createRouteHandler, but the
 * success answer is the file itself, with the contract's media type, as an
 * attachment, never cached.
 */
export function createFileRouteHandler<E extends EndpointDefinition>(
  definition: E,
  service: (input: z.output<E['input']>, context: ContextFor<E>) => Promise<FileAnswer>,
): (request: Request) => Promise<Response> {
  return async function handle(request: Request): Promise<Response> {
    try {
      refuseTokenInUrl(request);
      const context = await contextFor(definition, requestContext(request));
      const parsed = z.safeParse<E['input']>(definition.input, {
        ...readQuery(request),
        ...pathParametersOf(definition.path, request),
      });
      if (!parsed.success) throw validationError(parsed.error);
      const { fileName, body } = await service(parsed.data, context);
      // The name is ours (invoice-JH-....pdf), but quotes and non-ASCII are still kept out of the header.
      const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
      const mediaType =
        definition.file === 'text/csv' ? 'text/csv; charset=utf-8' : (definition.file ?? 'application/octet-stream');
      return new Response(new Uint8Array(body), {
        status: definition.successStatus ?? 200,
        headers: {
          'content-type': mediaType,
          'content-disposition': `attachment; filename="${safeName}"`,
          'content-length': String(body.byteLength),
          'cache-control': 'no-store',
        },
      });
    } catch (error) {
      return answerFailure(error, definition, request);
    }
  };
}

/**
 * The one error shape for every failure. A database that cannot serve
 * (lib/server/db/errors.ts) answers 503: the request was fine and may be
 * sent again. Anything else unexpected is logged and answers a generic 500.
 */
function answerFailure(error: unknown, definition: EndpointDefinition, request: Request): Response {
  if (error instanceof ApiError) return errorResponse(error);
  if (isDatabaseUnavailableError(error)) {
    logError('database unavailable', error, { endpoint: definition.path, method: request.method });
    return errorResponse(new ApiError('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE));
  }
  logError('api request failed', error, { endpoint: definition.path, method: request.method });
  return errorResponse(new ApiError('internal_error', 'Something went wrong on our side. Please try again.'));
}

/**
 * Handles one provider event from its raw body and headers; throws ApiError
 * for what the provider must be told (a bad signature, say).
 */
export type WebhookProcessor = (rawBody: Buffer, headers: Headers) => Promise<WebhookReceipt>;

/**
 * A route handler for a provider's webhook (its contract entry documents the
 * event and the answer). The signature is over the exact bytes sent, so the
 * body is read raw (within MAX_WEBHOOK_BYTES), never parsed here. It answers like every other call:
 * JSON, never cached, the one error shape, unknown failures logged and a
 * generic 500 (which makes the provider deliver again).
 */
export function createWebhookRouteHandler<E extends EndpointDefinition<z.ZodType, z.ZodType<WebhookReceipt>>>(
  definition: E,
  processWebhook: WebhookProcessor,
): (request: Request) => Promise<Response> {
  return async function handle(request: Request): Promise<Response> {
    try {
      if (Number(request.headers.get('content-length') ?? '0') > MAX_WEBHOOK_BYTES) {
        throw new ApiError('payload_too_large', `body: must be at most ${MAX_WEBHOOK_BYTES} bytes`, { field: 'body' });
      }
      const receipt = await processWebhook(await readBytesWithin(request, MAX_WEBHOOK_BYTES), request.headers);
      if (process.env.NODE_ENV !== 'production') assertMatchesContract(definition.path, definition.response, receipt);
      return json(receipt, definition.successStatus ?? 200, { 'cache-control': 'no-store' });
    } catch (error) {
      return answerFailure(error, definition, request);
    }
  };
}
