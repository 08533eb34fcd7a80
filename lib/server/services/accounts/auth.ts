import 'server-only';
import crypto from 'node:crypto';
import { ApiError, type EndpointOutput, type EndpointParsedInput, type SessionUser } from '../../../contract';
import { site } from '../../../site';
import { getConfig } from '../../config';
import { getDatabase, type Executor } from '../../db/connection';
import type { LoginCodePurpose } from '../../db/schema';
import type { DeferWork, RequestContext } from '../request-context';
import { logError } from '../../log';
import { getMessageSender, type OutgoingMessage } from '../../notify';
import { findCartByUserId, mergeGuestCartIntoUserCart, newCartPublicId } from '../cart/repositories/carts';
import * as loginCodes from './repositories/login-codes';
import { findUserBySessionToken, insertSessionToken, revokeSessionToken } from './repositories/sessions';
import { findUserByEmail, findUserByPhone, insertUser, type UserRow } from './repositories/users';
import { sendSignupEmailConfirmation } from './account';
import { enforceRateLimit, type RateLimit } from '../platform/rate-limits';

export const SIGNUP_SUCCESS_MESSAGE = 'Account created. Please log in.';
export const MOBILE_TAKEN_MESSAGE = 'An account with this mobile number already exists. Please log in.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail address already exists. Please log in.';
export const LOGIN_CODE_SENT_MESSAGE = 'If this number is registered, a 6-digit code has been sent to it.';
export const LOGIN_CODE_INVALID_MESSAGE = 'The code is incorrect or has expired.';
export const TOO_MANY_CODES_FOR_NUMBER_MESSAGE =
  'Too many codes have been requested for this number. Please wait 10 minutes and try again.';
export const TOO_MANY_CODES_FROM_ADDRESS_MESSAGE =
  'Too many codes have been requested from your network. Please try again in an hour.';
export const TOO_MANY_CODES_FOR_NUMBER_TODAY_MESSAGE =
  'Too many codes have been requested for this number today. Please try again tomorrow.';
export const TOO_MANY_CODES_SHOP_WIDE_MESSAGE = 'We cannot send login codes right now. Please try again later.';
export const TOO_MANY_SIGNUPS_FROM_ADDRESS_MESSAGE =
  'Too many accounts have been created from your network. Please try again in an hour.';
/** The log line (level error) of the request that spends the last of the hour's SMS budget: the alert to watch for. */
export const SMS_BUDGET_REACHED_LOG = 'sms budget reached: login codes are refused until the hour is over';
export const LOGIN_REQUIRED_MESSAGE = 'Please log in to continue.';
export const SESSION_INVALID_MESSAGE = 'Your session has expired. Please log in again.';
export const LOGGED_OUT_MESSAGE = 'Logged out.';

export const LOGIN_CODE_TTL_MINUTES = 10;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;
/** Codes one number may be sent per LOGIN_CODE_TTL_MINUTES. */
export const CODES_PER_NUMBER = 3;
/** Codes one client address may ask for per hour. */
export const CODES_PER_ADDRESS_PER_HOUR = 10;
/**
 * Codes one number may be sent per day (counted from its first code): three
 * windows of 3 are plenty for a shopper with a flaky phone, and it keeps a
 * number from being pumped all day at 3 codes every 10 minutes (432 a day).
 */
export const CODES_PER_NUMBER_PER_DAY = 10;
/**
 * Sign-ups one client address may make per hour: a shared address (an
 * office, a carrier's NAT) sees a handful at most; a script making accounts
 * for numbers abroad sees hundreds.
 */
export const SIGNUPS_PER_ADDRESS_PER_HOUR = 25;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const codesPerAddress: RateLimit = { limit: CODES_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS };
const codesPerNumber: RateLimit = { limit: CODES_PER_NUMBER, windowMs: LOGIN_CODE_TTL_MINUTES * MINUTE_MS };
const codesPerNumberPerDay: RateLimit = { limit: CODES_PER_NUMBER_PER_DAY, windowMs: DAY_MS };
const signupsPerAddress: RateLimit = { limit: SIGNUPS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS };

/** Without a request to run it after, the work is simply done before the call returns. */
const runNow: DeferWork = (task) => task();

export function loginCodeMessage(code: string): string {
  return `Your ${site.name} login code is ${code}. It expires in ${LOGIN_CODE_TTL_MINUTES} minutes. Do not share it.`;
}

/** Six digits, every one of the million equally likely. */
export function generateLoginCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are kept only as an HMAC bound to the number, so a code of one number proves nothing for another. */
export function hashLoginCode(secret: string, countryCode: string, mobileNumber: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${countryCode}|${mobileNumber}|${code}`).digest('hex');
}

/** Session tokens are kept only as their SHA-256: a copy of the database opens no session. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    country_code: row.country_code,
    mobile_number: row.mobile_number,
  };
}

/**
 * The signed-in user of a request, or null for a guest. A token that is
 * unknown, expired or revoked is refused (401) rather than ignored, so the
 * browser learns to drop it.
 */
export async function authenticate(context: RequestContext): Promise<UserRow | null> {
  if (!context.token) return null;
  const { db } = await getDatabase();
  const user = await findUserBySessionToken(db, hashSessionToken(context.token), new Date().toISOString());
  if (!user) throw new ApiError('unauthorized', SESSION_INVALID_MESSAGE);
  return user;
}

/** Like authenticate, for calls only a signed-in user may make. */
export async function requireUser(context: RequestContext): Promise<UserRow> {
  if (!context.token) throw new ApiError('unauthorized', LOGIN_REQUIRED_MESSAGE);
  const user = await authenticate(context);
  if (!user) throw new ApiError('unauthorized', LOGIN_REQUIRED_MESSAGE);
  return user;
}

function conflictsOf(phoneTaken: boolean, emailTaken: boolean): ApiError | null {
  const errors = [
    ...(phoneTaken ? [{ field: 'mobile_number', message: MOBILE_TAKEN_MESSAGE }] : []),
    ...(emailTaken ? [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }] : []),
  ];
  const [first] = errors;
  if (first === undefined) return null;
  return new ApiError('conflict', first.message, { field: first.field, errors });
}

export async function signup(
  input: EndpointParsedInput<'signup'>,
  context: RequestContext,
): Promise<EndpointOutput<'signup'>> {
  // Every attempt counts, a refused one too: 409s would otherwise tell a script which numbers have accounts.
  await enforceRateLimit(
    `signup:address:${context.clientAddress}`,
    signupsPerAddress,
    TOO_MANY_SIGNUPS_FROM_ADDRESS_MESSAGE,
  );
  const { db } = await getDatabase();
  const findConflict = async () =>
    conflictsOf(
      (await findUserByPhone(db, input.country_code, input.mobile_number)) !== undefined,
      (await findUserByEmail(db, input.email)) !== undefined,
    );
  const conflict = await findConflict();
  if (conflict) throw conflict;
  let id: number;
  try {
    id = await insertUser(db, { ...input, created_at: new Date().toISOString() });
  } catch (error) {
    // Someone signed up with the same number or e-mail a moment ago: the unique constraints said no.
    const raced = await findConflict();
    if (raced) throw raced;
    throw error;
  }
  // The address is unconfirmed until its owner opens this link logged in: order e-mails wait for that.
  await sendSignupEmailConfirmation(db, { id, email: input.email, first_name: input.first_name });
  return { message: SIGNUP_SUCCESS_MESSAGE, id };
}

/** Whose code it is: a number, and whether it signs in a shopper or a staff member. */
export interface LoginCodeRecipient {
  countryCode: string;
  mobileNumber: string;
  purpose: LoginCodePurpose;
}

/**
 * The send limits of step one, each counted and checked in one atomic step
 * (services/rate-limits.ts): the asking address first (its own allowance),
 * then the number (10 minutes, then the day), then the shop's SMS budget.
 * Unknown numbers count like registered ones, so no limit tells them apart.
 * Staff codes count against the same limits and budget as shoppers' ones.
 */
async function enforceLoginCodeLimits(
  recipient: LoginCodeRecipient,
  context: RequestContext,
  now: Date,
): Promise<void> {
  const number = `${recipient.countryCode}${recipient.mobileNumber}`;
  await enforceRateLimit(
    `login:address:${context.clientAddress}`,
    codesPerAddress,
    TOO_MANY_CODES_FROM_ADDRESS_MESSAGE,
    { now },
  );
  await enforceRateLimit(`login:number:${number}`, codesPerNumber, TOO_MANY_CODES_FOR_NUMBER_MESSAGE, {
    now,
    field: 'mobile_number',
  });
  await enforceRateLimit(`login:number-day:${number}`, codesPerNumberPerDay, TOO_MANY_CODES_FOR_NUMBER_TODAY_MESSAGE, {
    now,
    field: 'mobile_number',
  });
  const budget = getConfig().SMS_BUDGET_PER_HOUR;
  const spent = await enforceRateLimit(
    'sms:budget',
    { limit: budget, windowMs: HOUR_MS },
    TOO_MANY_CODES_SHOP_WIDE_MESSAGE,
    { now },
  );
  if (spent === budget) {
    logError(SMS_BUDGET_REACHED_LOG, 'SMS_BUDGET_PER_HOUR reached', { budget_per_hour: budget });
  }
}

/**
 * Issues a login code within the limits: a row in login_codes (only its
 * HMAC) whoever the number belongs to, and, when `messageFor` is given (the
 * number is known), the SMS, sent after the answer (context.defer) so a slow
 * gateway tells nothing either.
 */
export async function issueLoginCode(
  recipient: LoginCodeRecipient,
  context: RequestContext,
  messageFor: ((code: string) => OutgoingMessage) | null,
): Promise<void> {
  const { db } = await getDatabase();
  const now = new Date();
  await enforceLoginCodeLimits(recipient, context, now);
  const code = generateLoginCode();
  await loginCodes.insertLoginCode(db, {
    countryCode: recipient.countryCode,
    mobileNumber: recipient.mobileNumber,
    codeHash: hashLoginCode(getConfig().AUTH_SECRET, recipient.countryCode, recipient.mobileNumber, code),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MINUTES * MINUTE_MS).toISOString(),
    clientAddress: context.clientAddress,
    purpose: recipient.purpose,
  });
  if (messageFor === null) return;
  const message = messageFor(code);
  // After the answer nobody is left to tell of a failure: it is logged, and the caller asks again.
  await (context.defer ?? runNow)(async () => {
    try {
      await getMessageSender().send(message);
    } catch (error) {
      logError('login code not sent', error, { template: message.template });
    }
  });
}

/**
 * Checks a code against the newest one of its recipient, if it is unused,
 * unexpired and has tries left. Every try counts, the right one too, so
 * after five wrong tries even the right code is refused. Answers the code's
 * id for the caller to consume (loginCodes.consumeLoginCode) once
 * everything else it checks has passed; throws 401 naming `code` otherwise.
 */
export async function checkLoginCode(
  db: Executor,
  recipient: LoginCodeRecipient,
  code: string,
  nowIso: string,
): Promise<number> {
  const refused = () => new ApiError('unauthorized', LOGIN_CODE_INVALID_MESSAGE, { field: 'code' });
  const latest = await loginCodes.findLatestLoginCode(
    db,
    recipient.countryCode,
    recipient.mobileNumber,
    recipient.purpose,
  );
  if (!latest) throw refused();
  if (!(await loginCodes.recordLoginCodeAttempt(db, latest.id, LOGIN_CODE_MAX_ATTEMPTS, nowIso))) throw refused();
  const expected = hashLoginCode(getConfig().AUTH_SECRET, recipient.countryCode, recipient.mobileNumber, code);
  if (!sameHash(expected, latest.code_hash)) throw refused();
  return latest.id;
}

/**
 * Step one of login: send a code. Every number gets the same answer, and the
 * same row in login_codes, whether or not it belongs to an account, so the
 * answer (and the send limits) never tell who is a customer. The SMS goes
 * out after the answer (context.defer), so a slow gateway does not tell
 * either.
 */
async function sendLoginCode(
  input: EndpointParsedInput<'login'>,
  context: RequestContext,
): Promise<EndpointOutput<'login'>> {
  const { db } = await getDatabase();
  const user = await findUserByPhone(db, input.country_code, input.mobile_number);
  await issueLoginCode(
    { countryCode: input.country_code, mobileNumber: input.mobile_number, purpose: 'shopper' },
    context,
    user
      ? (code) => ({
          channel: 'sms',
          to: `${input.country_code}${input.mobile_number}`,
          body: loginCodeMessage(code),
          template: 'login_code',
          meta: { user_id: user.id },
        })
      : null,
  );
  return { message: LOGIN_CODE_SENT_MESSAGE, code_required: true };
}

/**
 * Step two: the newest code of the number, if it is unused, unexpired and
 * has tries left. Every try counts, the right one too, so after five wrong
 * tries even the right code is refused.
 */
async function verifyLoginCode(input: EndpointParsedInput<'login'>, code: string): Promise<EndpointOutput<'login'>> {
  const database = await getDatabase();
  const { db } = database;
  const now = new Date();
  const nowIso = now.toISOString();
  const refused = () => new ApiError('unauthorized', LOGIN_CODE_INVALID_MESSAGE, { field: 'code' });

  const codeId = await checkLoginCode(
    db,
    { countryCode: input.country_code, mobileNumber: input.mobile_number, purpose: 'shopper' },
    code,
    nowIso,
  );
  if (!(await loginCodes.consumeLoginCode(db, codeId, nowIso))) throw refused();
  const user = await findUserByPhone(db, input.country_code, input.mobile_number);
  if (!user) throw refused();

  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + getConfig().SESSION_TTL_DAYS * DAY_MS).toISOString();
  await insertSessionToken(db, { userId: user.id, tokenHash: hashSessionToken(token), createdAt: nowIso, expiresAt });

  const cart = input.cart_id
    ? await mergeGuestCartIntoUserCart(db, database.dialect, {
        guestPublicId: input.cart_id,
        userId: user.id,
        newPublicId: newCartPublicId(),
        now: nowIso,
      })
    : await findCartByUserId(db, user.id);

  return { token, expires_at: expiresAt, user: toSessionUser(user), cart_id: cart?.public_id ?? null };
}

export async function login(
  input: EndpointParsedInput<'login'>,
  context: RequestContext,
): Promise<EndpointOutput<'login'>> {
  return input.code === undefined ? sendLoginCode(input, context) : verifyLoginCode(input, input.code);
}

export async function logout(
  _body: EndpointParsedInput<'logout'>,
  context: RequestContext,
): Promise<EndpointOutput<'logout'>> {
  if (!context.token) throw new ApiError('unauthorized', LOGIN_REQUIRED_MESSAGE);
  const { db } = await getDatabase();
  if (!(await revokeSessionToken(db, hashSessionToken(context.token), new Date().toISOString()))) {
    throw new ApiError('unauthorized', SESSION_INVALID_MESSAGE);
  }
  return { message: LOGGED_OUT_MESSAGE };
}
