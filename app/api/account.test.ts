/**
 * E-mail confirmation (issue 11): an address receives order mail only after
 * the account's phone-verified owner confirmed it with the single-use link
 * e-mailed to it. Through the route handlers, on a real database; messages
 * are read from the outbox folder.
 */
import {
  accountProfile,
  apiErrorBody,
  changeAccountEmailResponse,
  confirmEmailResponse,
  createOrderCashResponse,
  loginSuccessResponse,
  resendEmailConfirmationResponse,
  signupResponse,
} from '@/lib/contract';
import { firstItem, itemAt } from '@/lib/list';
import { PEER_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { toInr } from '@/lib/money';
import { resetConfigForTests } from '@/lib/server/config';
import {
  CONFIRMATION_EMAILS_PER_HOUR,
  CONFIRMATION_LINK_INVALID_MESSAGE,
  CONFIRMATION_LINK_OTHER_ACCOUNT_MESSAGE,
  CONFIRMATION_LINK_OTHER_ADDRESS_MESSAGE,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CONFIRMATION_TEMPLATE,
  EMAIL_CONFIRMATION_TTL_HOURS,
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_IN_USE_MESSAGE,
  TOO_MANY_CONFIRMATION_EMAILS_MESSAGE,
  hashEmailConfirmationToken,
} from '@/lib/server/services/accounts/account';
import {
  LOGIN_REQUIRED_MESSAGE,
  MOBILE_TAKEN_MESSAGE,
  SIGNUP_SUCCESS_MESSAGE,
} from '@/lib/server/services/accounts/auth';
import {
  EMAIL_UNCONFIRMED_SKIP_REASON,
  ORDER_CONFIRMATION_TEMPLATE,
} from '@/lib/server/services/messages/notifications';
import { deliverAllDueNotifications, sendOrderConfirmation } from '@/lib/server/services/messages/outbox';
import { codeOf, messagesWrittenBy, readOutbox, withTemporaryOutbox, type OutboxMessage } from '@/lib/testing/outbox';
import { DELIVERY, findOrder, stockTestProduct } from '@/lib/testing/payments-harness';
import { callRoute, postJson, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getAccount } from './account/route';
import { POST as changeEmail } from './account/email/route';
import { POST as resendConfirmation } from './account/email/resend/route';
import { POST as addCartItem } from './cart-items/route';
import { POST as confirmEmail } from './confirm-email/route';
import { POST as createOrder } from './create-order/route';
import { POST as login } from './login/route';
import { POST as signup } from './signup/route';

jest.setTimeout(60_000);
const database = withTestDatabase();
const outbox = withTemporaryOutbox();

let sequence = 0;
function freshPhone(): string {
  sequence += 1;
  return `8${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(6, '0')}`;
}
function freshAddress(): string {
  sequence += 1;
  return `10.31.${Math.floor(sequence / 250)}.${sequence % 250}`;
}

interface Phone {
  country_code: string;
  mobile_number: string;
}

function newUser(overrides: Record<string, string> = {}) {
  const mobile = freshPhone();
  return {
    email: `owner${mobile}@example.com`,
    mobile_number: mobile,
    country_code: '+91',
    first_name: 'Asha',
    last_name: 'Verma',
    ...overrides,
  };
}

/** Signs up and answers the confirmation e-mail the sign-up wrote. */
async function signUp(user: ReturnType<typeof newUser>): Promise<{ id: number; mail: OutboxMessage }> {
  const { result, written } = await messagesWrittenBy(outbox(), () =>
    callRoute(signup, '/api/signup/', postJson(user, { [PEER_ADDRESS_HEADER]: freshAddress() })),
  );
  expect(result.status).toBe(201);
  const mails = written.filter((message) => message.template === EMAIL_CONFIRMATION_TEMPLATE);
  expect(mails).toHaveLength(1);
  return { id: signupResponse.parse(result.body).id, mail: firstItem(mails) };
}

async function logIn(phone: Phone): Promise<string> {
  const { written } = await messagesWrittenBy(outbox(), () =>
    callRoute(
      login,
      '/api/login/',
      postJson(
        { country_code: phone.country_code, mobile_number: phone.mobile_number },
        { [PEER_ADDRESS_HEADER]: freshAddress() },
      ),
    ),
  );
  expect(written).toHaveLength(1);
  const response = await callRoute(
    login,
    '/api/login/',
    postJson(
      { country_code: phone.country_code, mobile_number: phone.mobile_number, code: codeOf(firstItem(written)) },
      { [PEER_ADDRESS_HEADER]: freshAddress() },
    ),
  );
  expect(response.status).toBe(200);
  return loginSuccessResponse.parse(response.body).token;
}

async function signUpAndLogIn(overrides: Record<string, string> = {}) {
  const user = newUser(overrides);
  const { id, mail } = await signUp(user);
  return { user, id, mail, token: await logIn(user) };
}

function auth(token: string): Record<string, string> {
  return { authorization: `Token ${token}` };
}

/** The token of a confirmation e-mail's link. */
function linkTokenOf(mail: OutboxMessage): string {
  const match = /\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail.body);
  if (!match) throw new Error(`No confirmation link in "${mail.body}"`);
  return itemAt(match, 1);
}

function confirm(token: string, session?: string) {
  return callRoute(confirmEmail, '/api/confirm-email/', postJson({ token }, session ? auth(session) : {}));
}

async function account(session: string) {
  const response = await callRoute(getAccount, '/api/account/', { headers: auth(session) });
  expect(response.status).toBe(200);
  return accountProfile.parse(response.body);
}

function changeTo(email: string, session?: string) {
  return callRoute(changeEmail, '/api/account/email/', postJson({ email }, session ? auth(session) : {}));
}

function resend(session?: string) {
  return callRoute(resendConfirmation, '/api/account/email/resend/', postJson({}, session ? auth(session) : {}));
}

/** A cash-on-delivery order of one piece, placed with the session; answers the order number. */
async function orderCashOnDelivery(session: string, phone: Phone): Promise<string> {
  const product = await stockTestProduct(database().db, { priceCents: 1000, quantity: 5 });
  const added = await callRoute(
    addCartItem,
    '/api/cart-items/',
    postJson(
      { product_pk: product.id, size: product.size, quantity: 1, is_direct_buy: false, currency: 'INR' },
      auth(session),
    ),
  );
  expect(added.status).toBe(200);
  const total = toInr(10) + 39;
  const placed = await callRoute(
    createOrder,
    '/api/create-order/',
    postJson(
      {
        amount: total * 100,
        currency: 'INR',
        promo_code: 'Nil',
        cart_id: 'ignored',
        ...DELIVERY,
        mobile_number: phone.mobile_number,
        cash_on_delivery: true,
      },
      auth(session),
    ),
  );
  expect(placed.status).toBe(200);
  return createOrderCashResponse.parse(placed.body).order_id;
}

function mailsTo(address: string, template: string): OutboxMessage[] {
  return readOutbox(outbox()).filter(
    (message) => message.channel === 'email' && message.to === address && message.template === template,
  );
}

describe('an invoice for a number someone else signed up with (issue 11, item 5)', () => {
  it('goes only by WhatsApp until the phone-verified owner confirms an address, then by e-mail to that address', async () => {
    const victim = newUser();
    const strangerEmail = `stranger${victim.mobile_number}@example.com`;

    // The stranger signs up with the victim's number and their own e-mail, and gets a link…
    const { mail } = await signUp({ ...victim, email: strangerEmail, first_name: 'Eve', last_name: 'Mallory' });
    expect(mail.to).toBe(strangerEmail);
    // …which confirms nothing without a session of the account, and the stranger cannot log in (no phone).
    const unconfirmed = await confirm(linkTokenOf(mail));
    expect(unconfirmed.status).toBe(401);
    expect(apiErrorBody.parse(unconfirmed.body)).toMatchObject({
      code: 'unauthorized',
      message: LOGIN_REQUIRED_MESSAGE,
    });

    // The owner of the number cannot sign up, logs in with the code instead, and orders.
    const refused = await callRoute(signup, '/api/signup/', postJson(victim));
    expect(refused.status).toBe(409);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({ field: 'mobile_number', message: MOBILE_TAKEN_MESSAGE });
    const session = await logIn(victim);
    expect(await account(session)).toMatchObject({
      email: strangerEmail,
      email_confirmed: false,
      mobile_number: victim.mobile_number,
    });

    const first = await orderCashOnDelivery(session, victim);
    const firstMessages = readOutbox(outbox(), first);
    expect(firstMessages.map((message) => message.channel)).toEqual(['whatsapp']);
    expect(firstItem(firstMessages).to).toBe(`+91${victim.mobile_number}`);
    expect(firstItem(firstMessages).body).toContain('confirm yours under My account');
    expect(mailsTo(strangerEmail, ORDER_CONFIRMATION_TEMPLATE)).toHaveLength(0);

    // The skipped e-mail is recorded: no later call and no retry sends it.
    const orderRow = await findOrder(database().db, first);
    const rows = await database()
      .db.selectFrom('notifications')
      .selectAll()
      .where('dedupe_key', '=', `order:${first}:confirmation`)
      .orderBy('channel')
      .execute();
    expect(rows.map((row) => [row.channel, row.skipped_reason, row.sent_at === null])).toEqual([
      ['email', EMAIL_UNCONFIRMED_SKIP_REASON, true],
      ['whatsapp', null, false],
    ]);
    expect(await sendOrderConfirmation(orderRow.public_id)).toEqual({
      email: 'already_sent',
      whatsapp: 'already_sent',
    });
    await deliverAllDueNotifications();
    expect(mailsTo(strangerEmail, ORDER_CONFIRMATION_TEMPLATE)).toHaveLength(0);

    // The owner replaces the address and confirms it with the link sent to it.
    const ownEmail = `owner-new${victim.mobile_number}@example.com`;
    const { result: changed, written } = await messagesWrittenBy(outbox(), () => changeTo(ownEmail, session));
    expect(changed.status).toBe(200);
    expect(changeAccountEmailResponse.parse(changed.body).account).toMatchObject({
      email: ownEmail,
      email_confirmed: false,
    });
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ channel: 'email', to: ownEmail, template: EMAIL_CONFIRMATION_TEMPLATE });
    // The stranger's link is void now, even in the owner's session.
    expect((await confirm(linkTokenOf(mail), session)).status).toBe(400);

    const confirmed = await confirm(linkTokenOf(firstItem(written)), session);
    expect(confirmed.status).toBe(200);
    expect(confirmEmailResponse.parse(confirmed.body)).toEqual({ message: EMAIL_CONFIRMED_MESSAGE, email: ownEmail });
    expect(await account(session)).toMatchObject({ email: ownEmail, email_confirmed: true });

    const second = await orderCashOnDelivery(session, victim);
    const secondMessages = readOutbox(outbox(), second);
    expect(secondMessages.map((message) => message.channel).sort()).toEqual(['email', 'whatsapp']);
    const invoice = secondMessages.find((message) => message.channel === 'email');
    expect(invoice?.to).toBe(ownEmail);
    expect(invoice?.attachments).toEqual([
      expect.objectContaining({ filename: expect.stringMatching(/^tax-invoice-INV\d{4}-\d{5}\.pdf$/) }),
    ]);
    expect(secondMessages.find((message) => message.channel === 'whatsapp')?.body).toContain(
      'Your invoice has been sent by e-mail.',
    );
    expect(mailsTo(strangerEmail, ORDER_CONFIRMATION_TEMPLATE)).toHaveLength(0);
  });
});

describe('POST /api/signup/ and the confirmation e-mail', () => {
  it('leaves the address unconfirmed and e-mails a link under SITE_URL whose token is stored only as a hash', async () => {
    const user = newUser();
    const { id, mail } = await signUp(user);
    expect(mail).toMatchObject({ channel: 'email', to: user.email, template: EMAIL_CONFIRMATION_TEMPLATE });
    expect(mail.body).toContain('http://localhost:3000/account/confirm-email?token=');
    expect(mail.body).toContain(`${EMAIL_CONFIRMATION_TTL_HOURS} hours`);
    const token = linkTokenOf(mail);
    const row = await database()
      .db.selectFrom('users')
      .select('email_confirmed_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.email_confirmed_at).toBeNull();
    const stored = await database()
      .db.selectFrom('email_confirmation_tokens')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      email: user.email,
      token_hash: hashEmailConfirmationToken(token),
      used_at: null,
    });
    expect(JSON.stringify(stored)).not.toContain(token);
    const hours = (Date.parse(firstItem(stored).expires_at) - Date.parse(firstItem(stored).created_at)) / 3_600_000;
    expect(hours).toBe(EMAIL_CONFIRMATION_TTL_HOURS);
  });

  it('still creates the account when the e-mail cannot be sent', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetConfigForTests();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { status, body } = await callRoute(signup, '/api/signup/', postJson(newUser()));
      expect(status).toBe(201);
      expect(signupResponse.parse(body).message).toBe(SIGNUP_SUCCESS_MESSAGE);
    } finally {
      error.mockRestore();
      delete process.env.SMTP_URL;
      resetConfigForTests();
    }
  });
});

describe('POST /api/confirm-email/', () => {
  it('confirms once: the same link again answers 400 naming token', async () => {
    const { mail, token } = await signUpAndLogIn();
    expect((await confirm(linkTokenOf(mail), token)).status).toBe(200);
    const again = await confirm(linkTokenOf(mail), token);
    expect(again.status).toBe(400);
    expect(apiErrorBody.parse(again.body)).toMatchObject({
      code: 'invalid_request',
      field: 'token',
      message: CONFIRMATION_LINK_INVALID_MESSAGE,
    });
  });

  it('refuses an expired link with 400 naming token and confirms nothing', async () => {
    const { id, mail, token } = await signUpAndLogIn();
    await database()
      .db.updateTable('email_confirmation_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    const expired = await confirm(linkTokenOf(mail), token);
    expect(expired.status).toBe(400);
    expect(apiErrorBody.parse(expired.body)).toMatchObject({
      field: 'token',
      message: CONFIRMATION_LINK_INVALID_MESSAGE,
    });
    expect((await account(token)).email_confirmed).toBe(false);
  });

  it('refuses an unknown token, and a missing one, with 400 naming token', async () => {
    const { token } = await signUpAndLogIn();
    const unknown = await confirm('x'.repeat(43), token);
    expect(unknown.status).toBe(400);
    expect(apiErrorBody.parse(unknown.body)).toMatchObject({
      field: 'token',
      message: CONFIRMATION_LINK_INVALID_MESSAGE,
    });
    const missing = await callRoute(confirmEmail, '/api/confirm-email/', postJson({}, auth(token)));
    expect(missing.status).toBe(400);
    expect(apiErrorBody.parse(missing.body)).toMatchObject({ field: 'token' });
  });

  it('confirms nothing once the account uses another address than the link was sent to', async () => {
    const { id, user, mail, token } = await signUpAndLogIn();
    await database()
      .db.updateTable('users')
      .set({ email: `moved${user.mobile_number}@example.com` })
      .where('id', '=', id)
      .execute();
    const moved = await confirm(linkTokenOf(mail), token);
    expect(moved.status).toBe(400);
    expect(apiErrorBody.parse(moved.body)).toMatchObject({
      field: 'token',
      message: CONFIRMATION_LINK_OTHER_ADDRESS_MESSAGE,
    });
    expect((await account(token)).email_confirmed).toBe(false);
  });

  it("refuses another account's link with 403 naming token", async () => {
    const owner = await signUpAndLogIn();
    const other = await signUpAndLogIn();
    const refused = await confirm(linkTokenOf(owner.mail), other.token);
    expect(refused.status).toBe(403);
    expect(apiErrorBody.parse(refused.body)).toMatchObject({
      code: 'forbidden',
      field: 'token',
      message: CONFIRMATION_LINK_OTHER_ACCOUNT_MESSAGE,
    });
    expect((await account(owner.token)).email_confirmed).toBe(false);
    expect((await account(other.token)).email_confirmed).toBe(false);
  });

  it('answers 401 without a session, whatever the link', async () => {
    const { mail, token } = await signUpAndLogIn();
    const anonymous = await confirm(linkTokenOf(mail));
    expect(anonymous.status).toBe(401);
    expect((await account(token)).email_confirmed).toBe(false);
  });
});

describe('GET /api/account/', () => {
  it("answers the signed-in customer's profile", async () => {
    const { id, user, token } = await signUpAndLogIn();
    expect(await account(token)).toEqual({
      id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      country_code: '+91',
      mobile_number: user.mobile_number,
      email_confirmed: false,
    });
  });

  it('answers 401 without a token or with an unknown one, and is never cached', async () => {
    const anonymous = await callRoute(getAccount, '/api/account/');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect((await callRoute(getAccount, '/api/account/', { headers: auth('not-a-session') })).status).toBe(401);
  });
});

describe('POST /api/account/email/', () => {
  it('answers 401 without a token', async () => {
    expect((await changeTo('someone@example.com')).status).toBe(401);
  });

  it('answers 409 naming email when another account has the address, whatever its case', async () => {
    const other = await signUpAndLogIn();
    const { token, user } = await signUpAndLogIn();
    const taken = await changeTo(other.user.email.toUpperCase(), token);
    expect(taken.status).toBe(409);
    expect(apiErrorBody.parse(taken.body)).toMatchObject({
      code: 'conflict',
      field: 'email',
      message: EMAIL_IN_USE_MESSAGE,
    });
    expect((await account(token)).email).toBe(user.email);
  });

  it('answers 400 naming email for a malformed address', async () => {
    const { token } = await signUpAndLogIn();
    const bad = await changeTo('not-an-address', token);
    expect(bad.status).toBe(400);
    expect(apiErrorBody.parse(bad.body)).toMatchObject({ field: 'email' });
  });

  it('resets a confirmed address to unconfirmed, and keeps a confirmed one given again', async () => {
    const { mail, token, user } = await signUpAndLogIn();
    expect((await confirm(linkTokenOf(mail), token)).status).toBe(200);
    const same = await changeTo(user.email, token);
    expect(changeAccountEmailResponse.parse(same.body)).toMatchObject({
      message: EMAIL_ALREADY_CONFIRMED_MESSAGE,
      account: { email_confirmed: true },
    });
    const changed = await changeTo(`new${user.mobile_number}@example.com`, token);
    expect(changed.status).toBe(200);
    expect(await account(token)).toMatchObject({
      email: `new${user.mobile_number}@example.com`,
      email_confirmed: false,
    });
  });
});

describe('POST /api/account/email/resend/', () => {
  it('answers 401 without a token', async () => {
    expect((await resend()).status).toBe(401);
  });

  it(`sends at most ${CONFIRMATION_EMAILS_PER_HOUR} links an hour per account (sign-up included), then 429`, async () => {
    const { id, token, user } = await signUpAndLogIn();
    for (let sent = 1; sent < CONFIRMATION_EMAILS_PER_HOUR; sent += 1) {
      const { result, written } = await messagesWrittenBy(outbox(), () => resend(token));
      expect(result.status).toBe(200);
      expect(resendEmailConfirmationResponse.parse(result.body).sent).toBe(true);
      expect(written.map((message) => message.to)).toEqual([user.email]);
    }
    const { result, written } = await messagesWrittenBy(outbox(), () => resend(token));
    expect(result.status).toBe(429);
    expect(apiErrorBody.parse(result.body)).toMatchObject({
      code: 'too_many_requests',
      message: TOO_MANY_CONFIRMATION_EMAILS_MESSAGE,
    });
    expect(written).toHaveLength(0);
    // A change of address counts against the same limit.
    expect((await changeTo(`other${user.mobile_number}@example.com`, token)).status).toBe(429);

    // An hour later the account may ask again.
    await database()
      .db.updateTable('email_confirmation_tokens')
      .set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await resend(token)).status).toBe(200);
  });

  it('sends nothing for a confirmed address', async () => {
    const { mail, token } = await signUpAndLogIn();
    expect((await confirm(linkTokenOf(mail), token)).status).toBe(200);
    const { result, written } = await messagesWrittenBy(outbox(), () => resend(token));
    expect(resendEmailConfirmationResponse.parse(result.body)).toEqual({
      message: EMAIL_ALREADY_CONFIRMED_MESSAGE,
      sent: false,
    });
    expect(written).toHaveLength(0);
  });
});
