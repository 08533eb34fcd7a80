/**
 * The limits that keep login codes and sign-ups from being pumped (issue 11):
 * the client address is the connection's peer unless TRUST_PROXY names the
 * proxies in front; the per-number limit holds under concurrency; a daily cap
 * per number, a shop-wide SMS budget per hour and a sign-up limit per address.
 * Each test runs at a moment of its own (the clock stops there), two days
 * from the others, so no window of one test reaches another.
 */
import { apiErrorBody } from '@/lib/contract';
import { firstItem } from '@/lib/list';
import { resetConfigForTests } from '@/lib/server/config';
import {
  CODES_PER_ADDRESS_PER_HOUR,
  CODES_PER_NUMBER_PER_DAY,
  SIGNUPS_PER_ADDRESS_PER_HOUR,
  SMS_BUDGET_REACHED_LOG,
  TOO_MANY_CODES_FOR_NUMBER_MESSAGE,
  TOO_MANY_CODES_FOR_NUMBER_TODAY_MESSAGE,
  TOO_MANY_CODES_FROM_ADDRESS_MESSAGE,
  TOO_MANY_CODES_SHOP_WIDE_MESSAGE,
  TOO_MANY_SIGNUPS_FROM_ADDRESS_MESSAGE,
} from '@/lib/server/services/accounts/auth';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { setClock } from '@/lib/testing/clock';
import { readOutbox, withTemporaryOutbox } from '@/lib/testing/outbox';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as signup } from './signup/route';
import { POST as login } from './login/route';

const database = withTestDatabase();
const outbox = withTemporaryOutbox();

const MINUTE = 60_000;
const START = Date.parse('2026-11-26T08:00:00.000Z');
let testIndex = 0;
beforeEach(() => {
  testIndex += 1;
  setClock(START + testIndex * 2 * 24 * 60 * MINUTE);
});
afterEach(() => {
  jest.useRealTimers();
  delete process.env.TRUST_PROXY;
  delete process.env.SMS_BUDGET_PER_HOUR;
  resetConfigForTests();
});

function moveClock(ms: number): void {
  setClock(Date.now() + ms);
}

let sequence = 0;
function freshPhone(): string {
  sequence += 1;
  return `6${String(sequence).padStart(9, '0')}`;
}
function freshAddress(): string {
  sequence += 1;
  return `203.0.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
}

/** A request as the shop's server hands it on: the connection's peer in the private header, plus what the client sent. */
function fromPeer(peer: string, headers: Record<string, string> = {}): Record<string, string> {
  return { [PEER_ADDRESS_HEADER]: peer, ...headers };
}

function requestCode(phone: { country_code: string; mobile_number: string }, headers: Record<string, string>) {
  return callRoute(login, '/api/login/', postJson(phone, headers));
}

async function signUp(headers: Record<string, string> = fromPeer(freshAddress())) {
  const mobile = freshPhone();
  const user = {
    country_code: '+91',
    mobile_number: mobile,
    email: `limits${mobile}@example.com`,
    first_name: 'Asha',
    last_name: 'Verma',
  };
  const response = await callRoute(signup, '/api/signup/', postJson(user, headers));
  return { user, response };
}

function expectTooMany(response: { status: number; body: unknown; headers: Headers }, message: string) {
  expect(response.status).toBe(429);
  expect(apiErrorBody.parse(response.body)).toMatchObject({ code: 'too_many_requests', message });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
}

describe('the client address of the per-address limits', () => {
  it('is the peer when TRUST_PROXY is unset: an 11th request with a fresh X-Forwarded-For is still refused', async () => {
    const peer = freshAddress();
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i += 1) {
      expect((await requestCode({ country_code: '+91', mobile_number: freshPhone() }, fromPeer(peer))).status).toBe(
        200,
      );
    }
    const spoofed = await requestCode(
      { country_code: '+91', mobile_number: freshPhone() },
      fromPeer(peer, { 'x-forwarded-for': '198.51.100.7' }),
    );
    expectTooMany(spoofed, TOO_MANY_CODES_FROM_ADDRESS_MESSAGE);
    expect(Number(spoofed.headers.get('retry-after'))).toBe(60 * 60);
    // Another peer is not held back.
    expect(
      (await requestCode({ country_code: '+91', mobile_number: freshPhone() }, fromPeer(freshAddress()))).status,
    ).toBe(200);
  });

  it('with TRUST_PROXY=1 and the peer being the proxy, is the address the proxy appended to X-Forwarded-For', async () => {
    process.env.TRUST_PROXY = '1';
    resetConfigForTests();
    const proxy = '10.0.0.1';
    // Many shoppers behind one proxy each have their own allowance...
    for (let i = 0; i <= CODES_PER_ADDRESS_PER_HOUR; i += 1) {
      const response = await requestCode(
        { country_code: '+91', mobile_number: freshPhone() },
        fromPeer(proxy, { 'x-forwarded-for': freshAddress() }),
      );
      expect(response.status).toBe(200);
    }
    // ...and a shopper who writes a fresh address of their own in front of the proxy's entry gains nothing.
    const shopper = freshAddress();
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i += 1) {
      const headers = fromPeer(proxy, { 'x-forwarded-for': `198.51.100.${i + 1}, ${shopper}` });
      expect((await requestCode({ country_code: '+91', mobile_number: freshPhone() }, headers)).status).toBe(200);
    }
    const eleventh = await requestCode(
      { country_code: '+91', mobile_number: freshPhone() },
      fromPeer(proxy, { 'x-forwarded-for': `198.51.100.99, ${shopper}` }),
    );
    expectTooMany(eleventh, TOO_MANY_CODES_FROM_ADDRESS_MESSAGE);
    const rows = await database()
      .db.selectFrom('login_codes')
      .select('client_address')
      .where('client_address', '=', shopper)
      .execute();
    expect(rows).toHaveLength(CODES_PER_ADDRESS_PER_HOUR);
  });
});

describe('the per-number limit', () => {
  it('holds under concurrency: 10 simultaneous requests for one number send exactly 3 codes', async () => {
    const { user, response } = await signUp();
    expect(response.status).toBe(201);
    const phone = { country_code: user.country_code, mobile_number: user.mobile_number };
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestCode(phone, fromPeer(freshAddress()))));

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expectTooMany(answer, TOO_MANY_CODES_FOR_NUMBER_MESSAGE);
    expect(readOutbox(outbox()).filter((message) => message.to === `+91${user.mobile_number}`)).toHaveLength(3);
    const rows = await database()
      .db.selectFrom('login_codes')
      .select('id')
      .where('mobile_number', '=', user.mobile_number)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it(`caps a number at ${CODES_PER_NUMBER_PER_DAY} codes a day, however the 10-minute windows fall`, async () => {
    const phone = { country_code: '+44', mobile_number: freshPhone() };
    let sent = 0;
    while (sent < CODES_PER_NUMBER_PER_DAY) {
      for (let i = 0; i < 3 && sent < CODES_PER_NUMBER_PER_DAY; i += 1) {
        expect((await requestCode(phone, fromPeer(freshAddress()))).status).toBe(200);
        sent += 1;
      }
      moveClock(11 * MINUTE);
    }
    const refused = await requestCode(phone, fromPeer(freshAddress()));
    expectTooMany(refused, TOO_MANY_CODES_FOR_NUMBER_TODAY_MESSAGE);
    // The day counts from the number's first code.
    moveClock(24 * 60 * MINUTE);
    expect((await requestCode(phone, fromPeer(freshAddress()))).status).toBe(200);
  });
});

describe('the shop-wide SMS budget', () => {
  it("refuses codes for everyone once the hour's budget is spent, and says so once in the log", async () => {
    process.env.SMS_BUDGET_PER_HOUR = '5';
    resetConfigForTests();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await requestCode({ country_code: '+91', mobile_number: freshPhone() }, fromPeer(freshAddress()))).status,
        ).toBe(200);
      }
      const refused = await requestCode({ country_code: '+91', mobile_number: freshPhone() }, fromPeer(freshAddress()));
      expectTooMany(refused, TOO_MANY_CODES_SHOP_WIDE_MESSAGE);
      expect(
        (await requestCode({ country_code: '+91', mobile_number: freshPhone() }, fromPeer(freshAddress()))).status,
      ).toBe(429);

      const alerts = errors.mock.calls
        .map((call) => String(call[0]))
        .filter((line) => line.includes(SMS_BUDGET_REACHED_LOG));
      expect(alerts).toHaveLength(1);
      expect(JSON.parse(firstItem(alerts))).toMatchObject({
        level: 'error',
        message: SMS_BUDGET_REACHED_LOG,
        budget_per_hour: 5,
      });

      moveClock(61 * MINUTE);
      expect(
        (await requestCode({ country_code: '+91', mobile_number: freshPhone() }, fromPeer(freshAddress()))).status,
      ).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the sign-up limit per address', () => {
  it(`accepts ${SIGNUPS_PER_ADDRESS_PER_HOUR} sign-ups an hour from one address and refuses the next with 429`, async () => {
    const peer = freshAddress();
    for (let i = 0; i < SIGNUPS_PER_ADDRESS_PER_HOUR; i += 1) {
      expect((await signUp(fromPeer(peer))).response.status).toBe(201);
    }
    const { user, response } = await signUp(fromPeer(peer, { 'x-forwarded-for': '198.51.100.8' }));
    expectTooMany(response, TOO_MANY_SIGNUPS_FROM_ADDRESS_MESSAGE);
    const row = await database().db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await signUp(fromPeer(freshAddress()))).response.status).toBe(201);
    moveClock(61 * MINUTE);
    expect((await signUp(fromPeer(peer))).response.status).toBe(201);
  });
});
