import 'server-only';
import crypto from 'node:crypto';
import { ApiError, type AccountProfile, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { site } from '../../../site';
import { getDatabase, type Executor } from '../../db/connection';
import type { RequestContext } from '../request-context';
import { logError } from '../../log';
import * as confirmations from './repositories/email-confirmations';
import { confirmUserEmail, findUserByEmail, replaceUserEmail, type UserRow } from './repositories/users';
import { getSiteUrl } from '../../site-url';
import { requireUser } from './auth';
import { sendEmail } from '../messages/notifications';

export const EMAIL_CONFIRMATION_TEMPLATE = 'email_confirmation';
/** Long enough for a link read the next evening; short enough that an old mailbox copy soon opens nothing. */
export const EMAIL_CONFIRMATION_TTL_HOURS = 48;
/**
 * Confirmation e-mails per account per hour (sign-up, address changes and
 * resends together). Each goes to an address nobody has proven yet, so the
 * shop must not become a way to flood a stranger's inbox; three covers a lost
 * e-mail and a corrected typo.
 */
export const CONFIRMATION_EMAILS_PER_HOUR = 3;

export const EMAIL_CONFIRMED_MESSAGE = 'Your e-mail address is confirmed. Order e-mails will now be sent to it.';
export const CONFIRMATION_LINK_INVALID_MESSAGE =
  'This confirmation link is invalid, has expired or was already used. Ask for a new one under My account.';
export const CONFIRMATION_LINK_OTHER_ADDRESS_MESSAGE =
  'This link confirms an address your account no longer uses. Ask for a new one under My account.';
export const CONFIRMATION_LINK_OTHER_ACCOUNT_MESSAGE =
  'This link belongs to another account. Log in with the mobile number of that account to confirm it.';
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Your e-mail address is already confirmed.';
export const EMAIL_IN_USE_MESSAGE = 'Another account uses this e-mail address.';
export const TOO_MANY_CONFIRMATION_EMAILS_MESSAGE =
  'Too many confirmation e-mails have been sent for this account. Please try again in an hour.';
export const CONFIRMATION_EMAIL_NOT_SENT_MESSAGE =
  'The confirmation e-mail could not be sent. Please try again in a few minutes.';

export function confirmationSentMessage(email: string): string {
  return `We have sent a confirmation link to ${email}. It is valid for ${EMAIL_CONFIRMATION_TTL_HOURS} hours.`;
}

const HOUR_MS = 60 * 60_000;

/** Confirmation tokens are kept only as their SHA-256, like session tokens: a copy of the database confirms nothing. */
export function hashEmailConfirmationToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function emailConfirmationLink(token: string): string {
  return `${getSiteUrl()}/account/confirm-email?token=${encodeURIComponent(token)}`;
}

export function emailConfirmationSubject(): string {
  return `Confirm your e-mail address for ${site.name}`;
}

export function emailConfirmationText(user: Pick<UserRow, 'first_name'>, link: string): string {
  return [
    `Dear ${user.first_name},`,
    '',
    `Please confirm that this is your e-mail address for your ${site.name} account by opening this link while logged in:`,
    link,
    '',
    `The link is valid for ${EMAIL_CONFIRMATION_TTL_HOURS} hours. Until you confirm, we send your order messages by WhatsApp only, never by e-mail.`,
    'If you did not create an account with us, ignore this e-mail: nothing will be sent to you.',
    '',
    site.name,
  ].join('\n');
}

export function toAccountProfile(user: UserRow): AccountProfile {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    country_code: user.country_code,
    mobile_number: user.mobile_number,
    email_confirmed: user.email_confirmed_at !== null,
  };
}

async function refuseBeyondSendLimit(db: Executor, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  if ((await confirmations.countEmailConfirmationTokensSince(db, userId, since)) >= CONFIRMATION_EMAILS_PER_HOUR) {
    throw new ApiError('too_many_requests', TOO_MANY_CONFIRMATION_EMAILS_MESSAGE);
  }
}

/**
 * Stores a new single-use link for the account's current address and e-mails
 * it. Throws when the e-mail could not be handed over (the link stays valid).
 */
export async function sendEmailConfirmation(
  db: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
  now: Date = new Date(),
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  await confirmations.insertEmailConfirmationToken(db, {
    userId: user.id,
    tokenHash: hashEmailConfirmationToken(token),
    email: user.email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_HOURS * HOUR_MS).toISOString(),
  });
  await sendEmail({
    to: user.email,
    subject: emailConfirmationSubject(),
    text: emailConfirmationText(user, emailConfirmationLink(token)),
    attachments: [],
    template: EMAIL_CONFIRMATION_TEMPLATE,
    meta: { user_id: user.id },
  });
}

/** The sign-up's link: a failed send must not undo the account (the owner can ask again under My account). */
export async function sendSignupEmailConfirmation(
  db: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
): Promise<void> {
  try {
    await sendEmailConfirmation(db, user);
  } catch (error) {
    logError('sign-up confirmation e-mail not sent', error, { user_id: user.id });
  }
}

async function sendOrRefuse(db: Executor, user: UserRow): Promise<void> {
  try {
    await sendEmailConfirmation(db, user);
  } catch (error) {
    logError('confirmation e-mail not sent', error, { user_id: user.id });
    throw new ApiError('bad_gateway', CONFIRMATION_EMAIL_NOT_SENT_MESSAGE);
  }
}

export async function getAccount(
  _query: EndpointParsedInput<'getAccount'>,
  context: RequestContext,
): Promise<EndpointOutput<'getAccount'>> {
  return toAccountProfile(await requireUser(context));
}

/**
 * The link of a confirmation e-mail. It proves the mailbox; the session
 * proves the phone: only the phone-verified owner of the account, logged in,
 * confirms its address, so whoever signs up with someone else's number and
 * their own e-mail can never confirm it. Single use, until it expires, and
 * only while the account still uses the address it was sent to.
 */
export async function confirmEmail(
  input: EndpointParsedInput<'confirmEmail'>,
  context: RequestContext,
): Promise<EndpointOutput<'confirmEmail'>> {
  const user = await requireUser(context);
  const { db } = await getDatabase();
  const now = new Date().toISOString();
  const invalid = () => new ApiError('invalid_request', CONFIRMATION_LINK_INVALID_MESSAGE, { field: 'token' });

  const row = await confirmations.findEmailConfirmationToken(db, hashEmailConfirmationToken(input.token));
  if (!row) throw invalid();
  if (row.user_id !== user.id)
    throw new ApiError('forbidden', CONFIRMATION_LINK_OTHER_ACCOUNT_MESSAGE, { field: 'token' });
  if (row.used_at !== null || row.expires_at <= now) throw invalid();
  if (row.email !== user.email) {
    throw new ApiError('invalid_request', CONFIRMATION_LINK_OTHER_ADDRESS_MESSAGE, { field: 'token' });
  }
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await confirmations.useEmailConfirmationToken(trx, row.id, now))) return 'used' as const;
    // The address may have changed since it was read: then the link confirms nothing (and stays used).
    return (await confirmUserEmail(trx, user.id, row.email, now)) ? ('confirmed' as const) : ('other_address' as const);
  });
  if (confirmed === 'used') throw invalid();
  if (confirmed === 'other_address')
    throw new ApiError('invalid_request', CONFIRMATION_LINK_OTHER_ADDRESS_MESSAGE, { field: 'token' });
  return { message: EMAIL_CONFIRMED_MESSAGE, email: row.email };
}

/**
 * The logged-in (phone-verified) owner replaces the account's address: it
 * starts unconfirmed, earlier links are void, and a link goes to the new one.
 */
export async function changeAccountEmail(
  input: EndpointParsedInput<'changeAccountEmail'>,
  context: RequestContext,
): Promise<EndpointOutput<'changeAccountEmail'>> {
  const user = await requireUser(context);
  const { db } = await getDatabase();
  const now = new Date();

  if (input.email === user.email) {
    if (user.email_confirmed_at !== null)
      return { message: EMAIL_ALREADY_CONFIRMED_MESSAGE, account: toAccountProfile(user) };
    await refuseBeyondSendLimit(db, user.id, now);
    await sendOrRefuse(db, user);
    return { message: confirmationSentMessage(user.email), account: toAccountProfile(user) };
  }

  const taken = async () => {
    const holder = await findUserByEmail(db, input.email);
    return holder !== undefined && holder.id !== user.id;
  };
  const inUse = () =>
    new ApiError('conflict', EMAIL_IN_USE_MESSAGE, {
      field: 'email',
      errors: [{ field: 'email', message: EMAIL_IN_USE_MESSAGE }],
    });
  if (await taken()) throw inUse();
  await refuseBeyondSendLimit(db, user.id, now);

  try {
    await db.transaction().execute(async (trx) => {
      await replaceUserEmail(trx, user.id, input.email);
      await confirmations.voidEmailConfirmationTokens(trx, user.id, now.toISOString());
    });
  } catch (error) {
    // Another account took the address a moment ago: the unique constraint said no.
    if (await taken()) throw inUse();
    throw error;
  }
  const updated: UserRow = { ...user, email: input.email, email_confirmed_at: null };
  await sendOrRefuse(db, updated);
  return { message: confirmationSentMessage(updated.email), account: toAccountProfile(updated) };
}

export async function resendEmailConfirmation(
  _body: EndpointParsedInput<'resendEmailConfirmation'>,
  context: RequestContext,
): Promise<EndpointOutput<'resendEmailConfirmation'>> {
  const user = await requireUser(context);
  if (user.email_confirmed_at !== null) return { message: EMAIL_ALREADY_CONFIRMED_MESSAGE, sent: false };
  const { db } = await getDatabase();
  await refuseBeyondSendLimit(db, user.id, new Date());
  await sendOrRefuse(db, user);
  return { message: confirmationSentMessage(user.email), sent: true };
}
