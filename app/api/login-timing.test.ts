/**
 * Step one of login answers as fast for a registered number as for an
 * unknown one, even with a slow SMS gateway: the code is sent after the
 * answer (Next's after(), which this file stands in for: it keeps the work
 * the route leaves for later, the way Next runs it once the answer is sent).
 */
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

withTestDatabase();

const GATEWAY_DELAY_MS = 300;
let gateway: http.Server;
const delivered: { to: string; body: string }[] = [];

beforeAll(async () => {
  gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      setTimeout(() => {
        delivered.push(JSON.parse(body));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
      }, GATEWAY_DELAY_MS);
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

async function timedCodeRequest(person: ReturnType<typeof fresh>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const { status } = await callRoute(login, '/api/login/', postJson(person.phone, person.peer));
  return { status, ms: performance.now() - started };
}

describe('POST /api/login/ without a code, with a gateway answering in 300 ms', () => {
  it('answers a registered number before the gateway answers, as fast as an unknown number', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const member = await registered();
      const answer = await timedCodeRequest(member);
      expect(answer.status).toBe(200);
      known.push(answer.ms);
      const stranger = await timedCodeRequest(fresh());
      expect(stranger.status).toBe(200);
      unknown.push(stranger.ms);
    }
    // Nothing had reached the gateway when the answers came back, and no answer waited for it.
    expect(delivered).toHaveLength(0);
    for (const ms of known) expect(ms).toBeLessThan(GATEWAY_DELAY_MS);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? Number.NaN;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(GATEWAY_DELAY_MS / 3);

    // The work left for after the answer sends the three codes, to the registered numbers only.
    expect(mockAfterResponse).toHaveLength(3);
    await Promise.all(mockAfterResponse.map((task) => task()));
    expect(delivered).toHaveLength(3);
    for (const message of delivered) expect(message.body).toMatch(/login code is \d{6}/);
  });

  it('a gateway failure after the answer is logged, and the shopper already has the same answer as anyone', async () => {
    process.env.SMS_API_URL = 'http://127.0.0.1:9/messages';
    resetConfigForTests();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const member = await registered();
      expect((await timedCodeRequest(member)).status).toBe(200);
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
