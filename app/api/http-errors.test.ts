/**
 * Every answer under /api keeps the one JSON error shape, whatever goes
 * wrong: a method the call does not serve (405 with Allow), a path that is no
 * call (404, never cached), a call that needs a session sent without one (401
 * before the body is looked at), a rate limit (429 with Retry-After), and a
 * database that cannot be written (503, with the readiness check failing
 * while liveness stays up). On a real SQLite or PostgreSQL database.
 */
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { apiErrorBody } from '@/lib/contract/errors';
import { ApiError, SERVICE_UNAVAILABLE_MESSAGE } from '@/lib/contract/api-error';
import { ordersEndpoints } from '@/lib/contract/orders';
import { setDatabase, type ShopDatabase } from '@/lib/server/db/connection';
import type { Database } from '@/lib/server/db/schema';
import { openSqliteFile } from '@/lib/server/db/sqlite-driver';
import { UNKNOWN_CALL_MESSAGE, createRouteHandler } from '@/lib/server/http/route';
import { createTestCustomer } from '@/lib/testing/payments-harness';
import { DEFAULT_TEST_DATABASE_URL, callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import * as catchAll from './[...path]/route';
import * as login from './login/route';
import * as createOrder from './create-order/route';
import * as getAllProducts from './get-all-products/route';
import * as signup from './signup/route';
import { GET as health } from './health/route';
import { GET as ready } from './ready/route';

const database = withTestDatabase();

describe('methods a call does not serve', () => {
  it('answers GET /api/login/ with 405 in the error shape, naming the allowed method', async () => {
    const { status, body, headers } = await callRoute(login.GET, '/api/login/');
    expect(status).toBe(405);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'method_not_allowed' });
    expect(headers.get('allow')).toBe('POST, OPTIONS');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers DELETE on a GET call with 405, allowing GET and HEAD', async () => {
    const { status, body, headers } = await callRoute(getAllProducts.DELETE, '/api/get-all-products/', {
      method: 'DELETE',
    });
    expect(status).toBe(405);
    expect(apiErrorBody.parse(body).code).toBe('method_not_allowed');
    expect(headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers OPTIONS with the methods allowed, and no body', async () => {
    const response = await login.OPTIONS(new Request('http://localhost:3000/api/login/', { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.text()).toBe('');
  });
});

describe('a path that is no call', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s /api/no-such-call/ with a JSON 404 no cache keeps',
    async (method) => {
      const { status, body, headers } = await callRoute(catchAll[method], '/api/no-such-call/', { method });
      expect(status).toBe(404);
      expect(apiErrorBody.parse(body)).toEqual({ code: 'not_found', message: UNKNOWN_CALL_MESSAGE });
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('content-type')).toMatch(/^application\/json/);
    },
  );
});

describe('a call that needs a session', () => {
  it('answers 401 before looking at the body when no token is sent', async () => {
    const empty = await callRoute(createOrder.POST, '/api/create-order/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(empty.status).toBe(401);
    expect(apiErrorBody.parse(empty.body).code).toBe('unauthorized');
    const noBody = await callRoute(createOrder.POST, '/api/create-order/', { method: 'POST' });
    expect(noBody.status).toBe(401);
    const incomplete = await callRoute(createOrder.POST, '/api/create-order/', postJson({ amount: 1 }));
    expect(incomplete.status).toBe(401);
  });

  it('answers 401 before looking at the body when the token is unknown (the pipeline resolves the customer first)', async () => {
    const { status, body } = await callRoute(
      createOrder.POST,
      '/api/create-order/',
      postJson({}, { authorization: 'Token not-a-real-token' }),
    );
    expect(status).toBe(401);
    expect(apiErrorBody.parse(body).code).toBe('unauthorized');
  });

  it('validates the body of a signed-in customer', async () => {
    const customer = await createTestCustomer(database().db);
    const { status, body } = await callRoute(createOrder.POST, '/api/create-order/', postJson({}, customer.auth));
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).code).toBe('invalid_request');
  });
});

describe('a rate limit', () => {
  it('answers 429 with Retry-After', async () => {
    const customer = await createTestCustomer(database().db);
    const limited = createRouteHandler(ordersEndpoints.listOrders, async () => {
      throw new ApiError('too_many_requests', 'Too many requests. Please wait a minute.', { retryAfterSeconds: 60 });
    });
    const { status, body, headers } = await callRoute(limited, '/api/orders/', { headers: customer.auth });
    expect(status).toBe(429);
    expect(apiErrorBody.parse(body).code).toBe('too_many_requests');
    expect(headers.get('retry-after')).toBe('60');
  });
});

/**
 * The same database, opened so that it can be read but not written: a
 * read-only file for SQLite, read-only transactions for PostgreSQL (what a
 * primary that failed over to a replica answers).
 */
async function openReadOnly(shop: ShopDatabase): Promise<ShopDatabase> {
  if (shop.dialect === 'postgres') {
    const pool = new Pool({
      connectionString: process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL,
      options: `-c search_path=${shop.schema ?? 'public'} -c default_transaction_read_only=on`,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      schema: shop.schema,
    };
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(shop.db);
  const file = rows.find((row) => row.name === 'main')?.file;
  if (!file) throw new Error('the test database has no file');
  const readOnly = await openSqliteFile(file, { readonly: true, fileMustExist: true });
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: readOnly.database }) }),
    dialect: 'sqlite',
  };
}

/** A PostgreSQL that does not answer: nothing listens on port 1. */
function openUnreachable(): ShopDatabase {
  const pool = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/test', connectionTimeoutMillis: 2000 });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}

describe('a database outage', () => {
  let sequence = 0;
  function newUser() {
    sequence += 1;
    const mobile = `98765${String(sequence).padStart(5, '0')}`;
    return {
      email: `outage${mobile}@example.com`,
      mobile_number: mobile,
      country_code: '+91',
      first_name: 'Asha',
      last_name: 'Verma',
    };
  }

  it('is ready while the database can be written', async () => {
    const { status, body, headers } = await callRoute(ready, '/api/ready/');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready' });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['cannot be written', (shop: ShopDatabase) => openReadOnly(shop)],
    ['does not answer', async () => openUnreachable()],
  ])(
    'answers 503 on a call and on /api/ready/ while the database %s; /api/health/ stays 200',
    async (_what, open) => {
      const outage = await open(database());
      setDatabase(outage);
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const call = await callRoute(signup.POST, '/api/signup/', postJson(newUser()));
        expect(call.status).toBe(503);
        expect(apiErrorBody.parse(call.body)).toEqual({
          code: 'service_unavailable',
          message: SERVICE_UNAVAILABLE_MESSAGE,
        });
        expect(call.headers.get('cache-control')).toBe('no-store');

        const readiness = await callRoute(ready, '/api/ready/');
        expect(readiness.status).toBe(503);
        expect(apiErrorBody.parse(readiness.body).code).toBe('service_unavailable');
        expect(readiness.headers.get('cache-control')).toBe('no-store');

        const liveness = await callRoute(async () => health(), '/api/health/');
        expect(liveness.status).toBe(200);
        // The cause is logged for the operator, never sent to the caller.
        expect(logged).toHaveBeenCalledWith(expect.stringContaining('"message":"database unavailable"'));
      } finally {
        logged.mockRestore();
        setDatabase(database());
        await outage.db.destroy();
      }
      expect((await callRoute(ready, '/api/ready/')).status).toBe(200);
      expect((await callRoute(signup.POST, '/api/signup/', postJson(newUser()))).status).toBe(201);
    },
    20_000,
  );
});
