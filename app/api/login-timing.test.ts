/**
 * Step one of login costs the same work for a registered number as for an
 * unknown one, so neither the answer nor its timing tells who is a
 * customer: the same look-up, the same four limits, one HMAC of a new code
 * and one login_codes row each; the SMS is sent only after the answer (Next's
 * after(), which this file stands in for: it keeps the work the route leaves
 * for later, the way Next runs it once the answer is sent). The test counts
 * that work instead of timing it (durations are measured in `npm run bench`
 * only: docs/decisions/009-benchmark-budgets.md).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as NextServer from 'next/server';
import { resetConfigForTests } from '@/lib/server/config';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { login as loginService } from '@/lib/server/services/accounts/auth';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as signup } from './signup/route';
import { POST as login } from './login/route';

const mockAfterResponse: (() => Promise<void>)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<typeof NextServer>('next/server'),
  after: (task: () => Promise<void>) => {
    mockAfterResponse.push(task);
  },
}));

/** The steps of step one that touch the database, in the order they ran, by name. */
const mockWork: string[] = [];
function mockRecorded<Module extends Record<string, unknown>>(path: string, names: string[]): Module {
  const actual = jest.requireActual<Module>(path);
  const recorded: Record<string, unknown> = { ...actual };
  for (const name of names) {
    const original = actual[name];
    if (typeof original !== 'function') throw new Error(`${path} has no function ${name}`);
    recorded[name] = (...args: unknown[]) => {
      mockWork.push(name);
      return original(...args);
    };
  }
  return recorded as Module;
}
jest.mock('@/lib/server/services/accounts/repositories/users', () =>
  mockRecorded('@/lib/server/services/accounts/repositories/users', ['findUserByPhone']),
);
jest.mock('@/lib/server/services/platform/repositories/rate-limit-counters', () =>
  mockRecorded('@/lib/server/services/platform/repositories/rate-limit-counters', ['countHitWithinLimit']),
);
jest.mock('@/lib/server/services/accounts/repositories/login-codes', () =>
  mockRecorded('@/lib/server/services/accounts/repositories/login-codes', ['insertLoginCode']),
);

const database = withTestDatabase();

let gateway: http.Server;
/** What reached the SMS gateway, in order. */
const delivered: { to: string; body: string }[] = [];

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      delivered.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  process.env.SMS_PROVIDER = 'http';
  process.env.SMS_API_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
  process.env.SMS_API_KEY = 'test-key';
  resetConfigForTests();
});
afterAll(async () => {
  for (const key of ['SMS_PROVIDER', 'SMS_API_URL', 'SMS_API_KEY']) delete process.env[key];
  resetConfigForTests();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(() => {
  delivered.length = 0;
  mockAfterResponse.length = 0;
});

let sequence = 0;
function fresh(): { phone: { country_code: string; mobile_number: string }; peer: Record<string, string> } {
  sequence += 1;
  return {
    phone: { country_code: '+91', mobile_number: `5${String(sequence).padStart(9, '0')}` },
    peer: { [PEER_ADDRESS_HEADER]: `192.0.2.${sequence}` },
  };
}

async function registered() {
  const person = fresh();
  const created = await callRoute(
    signup,
    '/api/signup/',
    postJson(
      { ...person.phone, email: `timing${sequence}@example.com`, first_name: 'Asha', last_name: 'Verma' },
      person.peer,
    ),
  );
  expect(created.status).toBe(201);
  return person;
}

/** Asks for a code and answers what the shopper got back and the work done before the answer. */
async function askForCode(person: ReturnType<typeof fresh>) {
  const hmac = jest.spyOn(crypto, 'createHmac');
  mockWork.length = 0;
  const deferredBefore = mockAfterResponse.length;
  try {
    const { status, body } = await callRoute(login, '/api/login/', postJson(person.phone, person.peer));
    return {
      answer: { status, body },
      work: [...mockWork],
      hmacs: hmac.mock.calls.length,
      deferred: mockAfterResponse.length - deferredBefore,
      reachedGatewayBeforeTheAnswer: delivered.length,
    };
  } finally {
    hmac.mockRestore();
  }
}

async function codeRowsOf(person: ReturnType<typeof fresh>) {
  return database()
    .db.selectFrom('login_codes')
    .select(['code_hash', 'purpose'])
    .where('mobile_number', '=', person.phone.mobile_number)
    .execute();
}

describe('POST /api/login/ without a code', () => {
  it('does the same work for a registered number as for an unknown one, and sends the SMS only after the answer', async () => {
    const member = await registered();
    const known = await askForCode(member);
    const stranger = fresh();
    const unknown = await askForCode(stranger);

    // The same answer, word for word.
    expect(known.answer).toEqual({ status: 200, body: expect.objectContaining({ code_required: true }) });
    expect(unknown.answer).toEqual(known.answer);
    // The same steps before the answer: who owns the number, four limits, one code hashed and stored.
    expect(known.work).toEqual([
      'findUserByPhone',
      'countHitWithinLimit',
      'countHitWithinLimit',
      'countHitWithinLimit',
      'countHitWithinLimit',
      'insertLoginCode',
    ]);
    expect(unknown.work).toEqual(known.work);
    expect(known.hmacs).toBe(1);
    expect(unknown.hmacs).toBe(known.hmacs);
    for (const person of [member, stranger]) {
      expect(await codeRowsOf(person)).toEqual([
        { code_hash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'shopper' },
      ]);
    }

    // Nothing reached the gateway before either answer: the SMS of the registered number waits for after it.
    expect(known.reachedGatewayBeforeTheAnswer).toBe(0);
    expect(known.deferred).toBe(1);
    expect(unknown.deferred).toBe(0);
    await Promise.all(mockAfterResponse.map((task) => task()));
    expect(delivered).toEqual([
      expect.objectContaining({
        to: `+91${member.phone.mobile_number}`,
        body: expect.stringMatching(/login code is \d{6}/),
      }),
    ]);
  });

  it('a gateway failure after the answer is logged, and the shopper already has the same answer as anyone', async () => {
    process.env.SMS_API_URL = 'http://127.0.0.1:9/messages';
    resetConfigForTests();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const member = await registered();
      const asked = await askForCode(member);
      expect(asked.answer).toEqual((await askForCode(fresh())).answer);
      await Promise.all(mockAfterResponse.map((task) => task()));
      expect(
        errors.mock.calls.map((call) => String(call[0])).some((line) => line.includes('login code not sent')),
      ).toBe(true);
    } finally {
      errors.mockRestore();
      process.env.SMS_API_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
      resetConfigForTests();
    }
  });

  it('called without a request (a script, server rendering), the service sends before it returns', async () => {
    const member = await registered();
    await loginService(member.phone, { token: null, clientAddress: '192.0.2.250' });
    expect(delivered).toHaveLength(1);
    expect(mockAfterResponse).toHaveLength(0);
  });
});
