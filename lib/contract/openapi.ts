import './zod-browser-config';
import { z } from 'zod';
import { site } from '../site';
import { adminEndpoints } from './admin';
import type { EndpointDefinition } from './define';
import { endpoints } from './endpoints';
import { apiErrorBody } from './errors';
import { orderFileEndpoints } from './orders';
import { systemEndpoints, type OpenApiDocument } from './system';

/** Every call under /api: the typed client's, the file downloads and the machines' (health, webhooks, this document). */
export const apiEndpoints = { ...endpoints, ...orderFileEndpoints, ...systemEndpoints, ...adminEndpoints } as const;

/** The version of the document's contract; raise it when a call changes in a way clients notice. */
export const OPENAPI_CONTRACT_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown>;

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

/**
 * One zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12). Inputs are
 * described as a client sends them (`io: 'input'`: the side of a transform
 * or pipe that is parsed, such as `"2"` or `2` for an id); answers as the
 * server produces them. A transform's own result cannot be described, so it
 * is left open rather than refused; with `io` chosen so, none is reached.
 */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  });
  return rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `{name}` parameters of a path template. */
function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}

/** A GET call's input object, one parameter per property: in the path when the path names it, else in the query. */
function queryParameters(schema: JsonSchema, inPath: string[]): JsonSchema[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: inPath.includes(name) ? 'path' : 'query',
    required: inPath.includes(name) || required.includes(name),
    schema: property,
  }));
}

/** A POST call's body and path parameters: what the path carries is left out of the body. */
function bodyAndPathParameters(schema: JsonSchema, inPath: string[]): { body: JsonSchema; parameters: JsonSchema[] } {
  if (inPath.length === 0) return { body: schema, parameters: [] };
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return {
    body: {
      ...schema,
      properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !inPath.includes(name))),
      required: required.filter((name) => typeof name === 'string' && !inPath.includes(name)),
    },
    parameters: inPath.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: properties[name] ?? { type: 'string' },
    })),
  };
}

function operation(name: string, definition: EndpointDefinition): JsonSchema {
  const input = toJsonSchema(definition.input, 'input');
  const status = definition.successStatus ?? 200;
  const inPath = pathParameterNames(definition.path);
  const post = bodyAndPathParameters(input, inPath);
  return {
    operationId: name,
    // A call marked auth 'token' answers 401 without one; the others take it when they have it (the document's default).
    ...(definition.auth === 'token' ? { security: [{ sessionToken: [] }] } : {}),
    // Back-office calls take the staff session cookie, or a staff token for scripts.
    ...(definition.staff === 'staff' || definition.staff === 'owner'
      ? { security: [{ staffSession: [] }, { sessionToken: [] }] }
      : {}),
    ...(definition.method === 'GET'
      ? { parameters: queryParameters(input, inPath) }
      : {
          ...(post.parameters.length > 0 ? { parameters: post.parameters } : {}),
          requestBody: {
            required: true,
            content: definition.uploadField
              ? { 'multipart/form-data': { schema: post.body } }
              : {
                  'application/json': { schema: post.body },
                  ...(definition.textBody ? { 'text/plain': { schema: post.body } } : {}),
                },
          },
        }),
    responses: {
      [String(status)]:
        status === 204
          ? { description: 'No Content' }
          : {
              description: status === 201 ? 'Created' : 'OK',
              content: definition.file
                ? { [definition.file]: { schema: { type: 'string', contentMediaType: definition.file } } }
                : { 'application/json': { schema: toJsonSchema(definition.response, 'output') } },
            },
      '4XX': ERROR_RESPONSE,
      '5XX': ERROR_RESPONSE,
    },
  };
}

/** The OpenAPI 3.1 document of every call under /api, generated from the contract's zod schemas. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, definition] of Object.entries(apiEndpoints)) {
    paths[definition.path] = {
      ...paths[definition.path],
      [definition.method.toLowerCase()]: operation(name, definition),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${site.name} API`,
      version: OPENAPI_CONTRACT_VERSION,
      description:
        'The shop backend: every call under /api. Calls that act for a customer need `Authorization: Token {token}` (from POST /api/login/); a token in the URL is refused.',
    },
    paths,
    components: {
      schemas: { ApiError: toJsonSchema(apiErrorBody, 'output') },
      responses: {
        Error: {
          description:
            'The one error shape: a code mapped to the HTTP status, a message, and the request field(s) at fault.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
      securitySchemes: {
        sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token {token}' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'shop_staff',
          description:
            'The back-office session cookie from POST /api/admin/login/verify/ (__Host-shop_staff when the shop is served over https)',
        },
      },
    },
    // The token is optional in general: some calls need it, guests use the others.
    security: [{}, { sessionToken: [] }],
  };
}

let document: OpenApiDocument | undefined;

/** GET /api/openapi.json: built once per process, since the contract only changes with a deploy. */
export async function getOpenApiDocument(): Promise<OpenApiDocument> {
  document ??= buildOpenApiDocument();
  return document;
}
