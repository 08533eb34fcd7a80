/**
 * Sign-up, login with a one-time code sent to the phone, session tokens and
 * logout, through their route handlers, on a real database. Codes are read
 * from the outbox folder the message sender writes to.
 */
import crypto from 'node:crypto';
import {
  apiErrorBody,
  getCartItemsResponse,
  loginCodeSentResponse,
  loginSuccessResponse,
  logoutResponse,
  signupResponse,
} from '@/lib/contract';
import {
  CODES_PER_ADDRESS_PER_HOUR,
  EMAIL_TAKEN_MESSAGE,
  LOGGED_OUT_MESSAGE,
  LOGIN_CODE_INVALID_MESSAGE,
  LOGIN_CODE_SENT_MESSAGE,
  MOBILE_TAKEN_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
  TOO_MANY_CODES_FOR_NUMBER_MESSAGE,
  TOO_MANY_CODES_FROM_ADDRESS_MESSAGE,
  hashSessionToken,
} from '@/lib/server/services/accounts/auth';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { site } from '@/lib/site';
import { setClock } from '@/lib/testing/clock';
import { codeOf, messagesWrittenBy, withTemporaryOutbox } from '@/lib/testing/outbox';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { POST as signup } from './signup/route';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { GET as getCartItems } from './get-cart-items/route';
import { firstItem } from '@/lib/list';

const database = withTestDatabase();

const outbox = withTemporaryOutbox();

let sequence = 0;
/** A number and a client address no other test uses, so the send limits of one test never touch another. */
function freshPhone(): string {
  sequence += 1;
  return `9${String(sequence).padStart(9, '0')}`;
}
function freshAddress(): string {
  sequence += 1;
  return `10.20.${Math.floor(sequence / 250)}.${sequence % 250}`;
}

function newUser(overrides: Record<string, unknown> = {}) {
  const mobile = freshPhone();
  return {
    email: `shopper${mobile}@example.com`,
    mobile_number: mobile,
    country_code: '+91',
    first_name: 'Asha',
    last_name: 'Verma',
    ...overrides,
  };
}

async function signUp(user: ReturnType<typeof newUser>): Promise<number> {
  const { status, body } = await callRoute(
    signup,
    '/api/signup/',
    postJson(user, { [PEER_ADDRESS_HEADER]: freshAddress() }),
  );
  expect(status).toBe(201);
  return signupResponse.parse(body).id;
}

/** Asks for a code and answers the messages the request wrote to the outbox. */
async function requestCode(phone: { country_code: string; mobile_number: string }, address = freshAddress()) {
  const { result, written } = await messagesWrittenBy(outbox(), () =>
    callRoute(login, '/api/login/', postJson(phone, { [PEER_ADDRESS_HEADER]: address })),
  );
  return { ...result, written };
}

async function codeFor(phone: { country_code: string; mobile_number: string }): Promise<string> {
  const { status, written } = await requestCode(phone);
  expect(status).toBe(200);
  expect(written).toHaveLength(1);
  return codeOf(firstItem(written));
}

function loginWith(
  phone: { country_code: string; mobile_number: string },
  code: string,
  extra: Record<string, unknown> = {},
) {
  return callRoute(
    login,
    '/api/login/',
    postJson({ ...phone, code, ...extra }, { [PEER_ADDRESS_HEADER]: freshAddress() }),
  );
}

function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

async function signUpAndLogIn() {
  const user = newUser();
  await signUp(user);
  const response = await loginWith(user, await codeFor(user));
  expect(response.status).toBe(200);
  return { user, session: loginSuccessResponse.parse(response.body) };
}

function withToken(token: string): RequestInit {
  return { headers: { authorization: `Token ${token}` } };
}

describe('POST /api/signup/', () => {
  it('creates the account with a normalised phone and e-mail and answers 201', async () => {
    const mobile = freshPhone();
    const { status, body } = await callRoute(
      signup,
      '/api/signup/',
      postJson({
        email: ' Meera.Shah@Example.COM ',
        mobile_number: `${mobile.slice(0, 5)} ${mobile.slice(5, 8)}-${mobile.slice(8)}`,
        country_code: '91',
        first_name: ' Meera ',
        last_name: 'Shah',
      }),
    );
    expect(status).toBe(201);
    const answer = signupResponse.parse(body);
    expect(answer.message).toBe(SIGNUP_SUCCESS_MESSAGE);
    expect(answer.message).toBe('Account created. Please log in.');
    const row = await database()
      .db.selectFrom('users')
      .selectAll()
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'meera.shah@example.com',
      country_code: '+91',
      mobile_number: mobile,
      first_name: 'Meera',
      last_name: 'Shah',
    });
  });

  it('refuses a number that already has an account with 409 naming mobile_number', async () => {
    const user = newUser();
    await signUp(user);
    const again = { ...user, email: `other${user.mobile_number}@example.com`, country_code: '91' };
    const { status, body } = await callRoute(
      signup,
      '/api/signup/',
      postJson(again, { [PEER_ADDRESS_HEADER]: freshAddress() }),
    );
    expect(status).toBe(409);
    expect(apiErrorBody.parse(body)).toMatchObject({
      code: 'conflict',
      field: 'mobile_number',
      message: MOBILE_TAKEN_MESSAGE,
    });
  });

  it('refuses an e-mail that already has an account, whatever its case, with 409 naming email', async () => {
    const user = newUser();
    await signUp(user);
    const again = { ...newUser(), email: user.email.toUpperCase() };
    const { status, body } = await callRoute(
      signup,
      '/api/signup/',
      postJson(again, { [PEER_ADDRESS_HEADER]: freshAddress() }),
    );
    expect(status).toBe(409);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'conflict', field: 'email', message: EMAIL_TAKEN_MESSAGE });
  });

  it('lets the same number sign up under another country code', async () => {
    const user = newUser();
    await signUp(user);
    await signUp({ ...user, email: `uk${user.mobile_number}@example.com`, country_code: '+44' });
  });

  it.each(['email', 'mobile_number', 'country_code', 'first_name', 'last_name'] as const)(
    'answers 400 naming %s when it is missing',
    async (field) => {
      const { [field]: _dropped, ...rest } = newUser();
      const { status, body } = await callRoute(
        signup,
        '/api/signup/',
        postJson(rest, { [PEER_ADDRESS_HEADER]: freshAddress() }),
      );
      expect(status).toBe(400);
      const error = apiErrorBody.parse(body);
      expect(error).toMatchObject({ code: 'invalid_request', field });
      expect(error.message).toContain(field);
    },
  );

  it.each([
    ['email', 'not-an-email'],
    ['mobile_number', '12345'],
    ['mobile_number', '1234567890123456'],
    ['mobile_number', '98290abcde'],
    ['country_code', 'India'],
    ['country_code', '+12345'],
    ['first_name', '   '],
    ['first_name', 'x'.repeat(51)],
    ['last_name', ''],
    ['last_name', 42],
  ])('answers 400 for a bad %s (%p) and creates nothing', async (field, value) => {
    const user = newUser({ [field]: value });
    const { status, body } = await callRoute(
      signup,
      '/api/signup/',
      postJson(user, { [PEER_ADDRESS_HEADER]: freshAddress() }),
    );
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body).field).toBe(field);
    const row = await database().db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('POST /api/login/ without a code', () => {
  it('answers the same for a registered and an unregistered number, and sends a code only to the registered one', async () => {
    const user = newUser();
    await signUp(user);
    const registered = await requestCode({ country_code: '91', mobile_number: user.mobile_number });
    const stranger = await requestCode({ country_code: '+91', mobile_number: freshPhone() });

    expect(registered.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(registered.body).toEqual(stranger.body);
    expect(loginCodeSentResponse.parse(registered.body)).toEqual({
      message: LOGIN_CODE_SENT_MESSAGE,
      code_required: true,
    });
    expect(LOGIN_CODE_SENT_MESSAGE).toBe('If this number is registered, a 6-digit code has been sent to it.');

    expect(stranger.written).toHaveLength(0);
    expect(registered.written).toHaveLength(1);
    const message = firstItem(registered.written);
    const code = codeOf(message);
    expect(message).toMatchObject({ channel: 'sms', to: `+91${user.mobile_number}`, template: 'login_code' });
    expect(message.body).toBe(`Your ${site.name} login code is ${code}. It expires in 10 minutes. Do not share it.`);
    expect(new Date(message.sent_at).getTime()).not.toBeNaN();
  });

  it('keeps only an HMAC of the code, valid for 10 minutes', async () => {
    const user = newUser();
    await signUp(user);
    const code = await codeFor(user);
    const row = await database()
      .db.selectFrom('login_codes')
      .selectAll()
      .where('mobile_number', '=', user.mobile_number)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'));
    const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(lifetime).toBe(10 * 60_000);
  });

  it('refuses a 4th code for the same number within 10 minutes with 429, registered or not', async () => {
    const user = newUser();
    await signUp(user);
    for (let i = 0; i < 3; i += 1) expect((await requestCode(user)).status).toBe(200);
    const fourth = await requestCode(user);
    expect(fourth.status).toBe(429);
    expect(apiErrorBody.parse(fourth.body)).toMatchObject({
      code: 'too_many_requests',
      message: TOO_MANY_CODES_FOR_NUMBER_MESSAGE,
    });
    expect(fourth.written).toHaveLength(0);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);

    const stranger = { country_code: '+91', mobile_number: freshPhone() };
    for (let i = 0; i < 3; i += 1) expect((await requestCode(stranger)).status).toBe(200);
    expect((await requestCode(stranger)).status).toBe(429);
  });

  it('sends again once the 10 minutes have passed', async () => {
    const user = newUser();
    await signUp(user);
    for (let i = 0; i < 3; i += 1) await requestCode(user);
    expect((await requestCode(user)).status).toBe(429);
    setClock(Date.now() + 11 * 60_000);
    try {
      expect((await requestCode(user)).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses more than 10 codes an hour from one client address with 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i += 1) {
      expect((await requestCode({ country_code: '+91', mobile_number: freshPhone() }, address)).status).toBe(200);
    }
    const user = newUser();
    await signUp(user);
    const refused = await requestCode(user, address);
    expect(refused.status).toBe(429);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      code: 'too_many_requests',
      message: TOO_MANY_CODES_FROM_ADDRESS_MESSAGE,
    });
    expect(refused.written).toHaveLength(0);
    // Another address is not held back.
    expect((await requestCode(user)).status).toBe(200);
  });

  it.each([
    [{ mobile_number: '9829012345' }, 'country_code'],
    [{ country_code: '+91' }, 'mobile_number'],
    [{ country_code: '+91', mobile_number: '12' }, 'mobile_number'],
  ])('answers 400 naming the field for %p', async (body, field) => {
    const { status, body: answer } = await callRoute(login, '/api/login/', postJson(body));
    expect(status).toBe(400);
    expect(apiErrorBody.parse(answer).field).toBe(field);
  });
});

describe('POST /api/login/ with a code', () => {
  it('starts a session: the token opens protected calls and is stored only as a hash', async () => {
    const user = newUser();
    const id = await signUp(user);
    const code = await codeFor(user);
    const { status, body } = await loginWith({ country_code: '91', mobile_number: user.mobile_number }, code);
    expect(status).toBe(200);
    const session = loginSuccessResponse.parse(body);
    expect(session.user).toEqual({
      id,
      first_name: 'Asha',
      last_name: 'Verma',
      email: user.email,
      country_code: '+91',
      mobile_number: user.mobile_number,
    });
    expect(session.cart_id).toBeNull();
    expect(Buffer.from(session.token, 'base64url')).toHaveLength(32);
    const days = (new Date(session.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const rows = await database().db.selectFrom('session_tokens').selectAll().where('user_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    const row = firstItem(rows);
    expect(row.token_hash).toBe(hashSessionToken(session.token));
    expect(row.token_hash).not.toContain(session.token);

    const cart = await callRoute(getCartItems, '/api/get-cart-items/', withToken(session.token));
    expect(cart.status).toBe(200);
    expect(getCartItemsResponse.parse(cart.body).data.data).toEqual([]);
  });

  it('gives a new token at each login', async () => {
    const { user, session } = await signUpAndLogIn();
    const second = loginSuccessResponse.parse((await loginWith(user, await codeFor(user))).body);
    expect(second.token).not.toBe(session.token);
    expect((await callRoute(getCartItems, '/api/get-cart-items/', withToken(session.token))).status).toBe(200);
    expect((await callRoute(getCartItems, '/api/get-cart-items/', withToken(second.token))).status).toBe(200);
  });

  async function expectRefused(response: { status: number; body: unknown }) {
    expect(response.status).toBe(401);
    expect(apiErrorBody.parse(response.body)).toMatchObject({
      code: 'unauthorized',
      message: LOGIN_CODE_INVALID_MESSAGE,
    });
    expect(LOGIN_CODE_INVALID_MESSAGE).toBe('The code is incorrect or has expired.');
  }

  it('refuses a wrong code', async () => {
    const user = newUser();
    await signUp(user);
    const code = await codeFor(user);
    await expectRefused(await loginWith(user, wrongCodeFor(code)));
    await expectRefused(await loginWith(user, 'abcdef'));
  });

  it('refuses an expired code', async () => {
    const user = newUser();
    await signUp(user);
    const code = await codeFor(user);
    await database()
      .db.updateTable('login_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mobile_number', '=', user.mobile_number)
      .execute();
    await expectRefused(await loginWith(user, code));
  });

  it('refuses a code used once already', async () => {
    const user = newUser();
    await signUp(user);
    const code = await codeFor(user);
    expect((await loginWith(user, code)).status).toBe(200);
    await expectRefused(await loginWith(user, code));
  });

  it('refuses the code of another number', async () => {
    const first = newUser();
    const second = newUser();
    await signUp(first);
    await signUp(second);
    const firstCode = await codeFor(first);
    const secondCode = await codeFor(second);
    if (firstCode !== secondCode) await expectRefused(await loginWith(second, firstCode));
    await expectRefused(await loginWith({ country_code: '+91', mobile_number: freshPhone() }, firstCode));
    // The first number's code still works for the first number.
    expect((await loginWith(first, firstCode)).status).toBe(200);
  });

  it('refuses a number that never asked for a code', async () => {
    const user = newUser();
    await signUp(user);
    await expectRefused(await loginWith(user, '123456'));
  });

  it('makes older codes worthless once a new one is sent', async () => {
    const user = newUser();
    await signUp(user);
    const older = await codeFor(user);
    const newer = await codeFor(user);
    if (older !== newer) await expectRefused(await loginWith(user, older));
    expect((await loginWith(user, newer)).status).toBe(200);
  });

  it('accepts the right code on the 5th try', async () => {
    const user = newUser();
    await signUp(user);
    const code = await codeFor(user);
    for (let i = 0; i < 4; i += 1) await expectRefused(await loginWith(user, wrongCodeFor(code)));
    expect((await loginWith(user, code)).status).toBe(200);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const user = newUser();
    await signUp(user);
    const code = await codeFor(user);
    for (let i = 0; i < 5; i += 1) await expectRefused(await loginWith(user, wrongCodeFor(code)));
    await expectRefused(await loginWith(user, code));
  });

  it('counts parallel guesses one by one', async () => {
    const user = newUser();
    await signUp(user);
    const code = await codeFor(user);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => loginWith(user, wrongCodeFor(code))));
    expect(guesses.every((guess) => guess.status === 401)).toBe(true);
    await expectRefused(await loginWith(user, code));
  });
});

describe('session tokens', () => {
  it('logs out: the token is revoked on the server and refused afterwards', async () => {
    const { session } = await signUpAndLogIn();
    const { status, body } = await callRoute(logout, '/api/logout/', {
      ...postJson({}, { authorization: `Token ${session.token}` }),
    });
    expect(status).toBe(200);
    expect(logoutResponse.parse(body)).toEqual({ message: LOGGED_OUT_MESSAGE });
    expect(LOGGED_OUT_MESSAGE).toBe('Logged out.');

    const row = await database()
      .db.selectFrom('session_tokens')
      .selectAll()
      .where('token_hash', '=', hashSessionToken(session.token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();

    const cart = await callRoute(getCartItems, '/api/get-cart-items/', withToken(session.token));
    expect(cart.status).toBe(401);
    expect(apiErrorBody.parse(cart.body).code).toBe('unauthorized');
    expect(
      (await callRoute(logout, '/api/logout/', postJson({}, { authorization: `Token ${session.token}` }))).status,
    ).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { session } = await signUpAndLogIn();
    await database()
      .db.updateTable('session_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSessionToken(session.token))
      .execute();
    expect((await callRoute(getCartItems, '/api/get-cart-items/', withToken(session.token))).status).toBe(401);
  });

  it('refuses an unknown token, and logout without one', async () => {
    const unknown = crypto.randomBytes(32).toString('base64url');
    expect((await callRoute(getCartItems, '/api/get-cart-items/', withToken(unknown))).status).toBe(401);
    expect((await callRoute(logout, '/api/logout/', postJson({}, { authorization: `Token ${unknown}` }))).status).toBe(
      401,
    );
    expect((await callRoute(logout, '/api/logout/', postJson({}))).status).toBe(401);
  });

  it('refuses a token in the URL with 400, even a valid one', async () => {
    const { session } = await signUpAndLogIn();
    const { status, body } = await callRoute(getCartItems, `/api/get-cart-items/?token=${session.token}`);
    expect(status).toBe(400);
    expect(apiErrorBody.parse(body)).toMatchObject({ code: 'invalid_request', field: 'token' });
    const post = await callRoute(logout, `/api/logout/?token=${session.token}`, postJson({}));
    expect(post.status).toBe(400);
    // The session was not ended by the refused call.
    expect((await callRoute(getCartItems, '/api/get-cart-items/', withToken(session.token))).status).toBe(200);
  });
});
