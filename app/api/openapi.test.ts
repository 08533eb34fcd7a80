/**
 * The OpenAPI document covers every call under app/api: the route files on
 * disk, the contract and the document name the same paths and methods, and
 * the document is valid OpenAPI 3.1, served by its own route.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { apiErrorBody } from '@/lib/contract/errors';
import { apiEndpoints, buildOpenApiDocument } from '@/lib/contract/openapi';
import { answersNoCall } from '@/lib/server/http/route';
import { callRoute } from '@/lib/testing/test-database';
import { GET as getOpenApiJson } from './openapi.json/route';

const API_DIR = path.join(process.cwd(), 'app', 'api');
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The route files of calls. A catch-all segment ([...path], answering a
 * JSON 404 for paths that are no call) is not a call; a dynamic segment
 * ([order_number]) is a path parameter.
 */
function findRouteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('[...') ? [] : findRouteFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** '/api/payments/config' for app/api/payments/config/route.ts: the URL without the trailing slash; [name] is written {name}. */
function urlPathOf(file: string): string {
  const segments = path.relative(path.join(process.cwd(), 'app'), path.dirname(file)).split(path.sep);
  return `/${segments.map((segment) => segment.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`;
}

function withoutTrailingSlash(urlPath: string): string {
  return urlPath.replace(/\/+$/, '');
}

/**
 * "METHOD /path" for every exported handler of every route file on disk,
 * leaving out the answers to methods the call does not serve (405, OPTIONS).
 */
async function callsOnDisk(): Promise<string[]> {
  const calls: string[] = [];
  for (const file of findRouteFiles(API_DIR)) {
    const routeModule: Record<string, unknown> = await import(file);
    for (const method of HTTP_METHODS) {
      const handler = routeModule[method];
      if (typeof handler === 'function' && !answersNoCall(handler)) calls.push(`${method} ${urlPathOf(file)}`);
    }
  }
  return calls.sort();
}

function callsInContract(): string[] {
  return Object.values(apiEndpoints)
    .map((definition) => `${definition.method} ${withoutTrailingSlash(definition.path)}`)
    .sort();
}

/**
 * The validator ships as an ES module only (it reads its schemas through
 * import.meta.url), which this CommonJS Jest cannot load: it runs in a
 * child Node process instead, with the document on stdin.
 */
function validateOpenApi(document: unknown): { valid: boolean; errors: unknown } {
  const script = [
    "import { Validator } from '@seriousme/openapi-schema-validator';",
    "let text = '';",
    'for await (const chunk of process.stdin) text += chunk;',
    'const result = await new Validator().validate(JSON.parse(text));',
    'process.stdout.write(JSON.stringify({ valid: result.valid, errors: result.errors ?? null }));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: process.cwd(),
    input: JSON.stringify(document),
  });
  const result = recordAt(JSON.parse(output.toString('utf8')));
  return { valid: result.valid === true, errors: result.errors };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `keys` inside `value`; fails the test when there is none. */
function recordAt(value: unknown, ...keys: string[]): Record<string, unknown> {
  let current = value;
  for (const key of keys) current = isRecord(current) ? current[key] : undefined;
  if (!isRecord(current)) throw new Error(`no object at ${keys.join('.')}`);
  return current;
}

function operationOf(document: unknown, urlPath: string, method: string): Record<string, unknown> {
  return recordAt(document, 'paths', urlPath, method.toLowerCase());
}

function parametersOf(operation: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(operation.parameters) ? operation.parameters.filter(isRecord) : [];
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('has a contract entry for every route file under app/api, and a route file for every entry', async () => {
    expect(await callsOnDisk()).toEqual(callsInContract());
  });

  it.each(Object.entries(apiEndpoints))('describes %s at its path and method', (name, definition) => {
    const operation = operationOf(document, definition.path, definition.method);
    expect(operation.operationId).toBe(name);
    expect(Object.keys(recordAt(operation, 'responses'))).toEqual([
      String(definition.successStatus ?? 200),
      '4XX',
      '5XX',
    ]);
  });

  it('describes the inputs from the zod schemas: query parameters for GET, a JSON body for POST', () => {
    const products = parametersOf(operationOf(document, '/api/get-all-products/', 'GET'));
    expect(products).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'page', in: 'query', required: false })]),
    );
    const detail = parametersOf(operationOf(document, '/api/get-product-detail/', 'GET'));
    const productPk = detail.find((parameter) => parameter.name === 'product_pk');
    expect(productPk).toMatchObject({ in: 'query', required: true });
    // A transform's input side is described, not left empty: the id is sent as a number or digits.
    expect(productPk?.schema).toEqual({
      anyOf: [{ type: 'number' }, expect.objectContaining({ type: 'string', pattern: expect.any(String) })],
    });

    const body = recordAt(
      operationOf(document, '/api/create-order/', 'POST'),
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    expect(body.required).toEqual(expect.arrayContaining(['amount', 'currency', 'delivery_address']));
  });

  it('describes the answers and the one error shape', () => {
    const signup = operationOf(document, '/api/signup/', 'POST');
    expect(Object.keys(recordAt(signup, 'responses'))).toContain('201');
    const health = operationOf(document, '/api/health/', 'GET');
    expect(health.responses).toMatchObject({
      '200': {
        content: { 'application/json': { schema: { properties: { status: { const: 'ok' } }, required: ['status'] } } },
      },
    });
    expect(document.components).toMatchObject({
      schemas: {
        ApiError: { properties: { code: { enum: apiErrorBody.shape.code.options } }, required: ['code', 'message'] },
      },
    });
  });

  it('leaves out of the calls the catch-all route and the answers to other methods, and nothing else', async () => {
    const catchAll: Record<string, unknown> = await import(path.join(API_DIR, '[...path]', 'route.ts'));
    expect(HTTP_METHODS.filter((method) => method !== 'HEAD').every((method) => answersNoCall(catchAll[method]))).toBe(
      true,
    );
    const login: Record<string, unknown> = await import(path.join(API_DIR, 'login', 'route.ts'));
    expect(answersNoCall(login.POST)).toBe(false);
    expect(answersNoCall(login.GET)).toBe(true);
  });

  it('asks for the session token on the calls that need one', () => {
    expect(operationOf(document, '/api/create-order/', 'POST').security).toEqual([{ sessionToken: [] }]);
    expect(operationOf(document, '/api/get-all-products/', 'GET').security).toBeUndefined();
  });

  it('is valid OpenAPI 3.1', () => {
    const result = validateOpenApi(document);
    expect(result.errors).toBeNull();
    expect(result.valid).toBe(true);
  });

  it('is served at GET /api/openapi.json, public and cacheable', async () => {
    const { status, body, headers } = await callRoute(getOpenApiJson, '/api/openapi.json');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600');
    expect(body).toEqual(JSON.parse(JSON.stringify(document)));
    expect(validateOpenApi(body).valid).toBe(true);
  });
});
