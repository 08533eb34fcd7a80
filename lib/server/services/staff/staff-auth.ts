import 'server-only';
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { ApiError, invalidFieldError } from '../../../contract';
import type { adminEndpoints } from '../../../contract/admin';
import { site } from '../../../site';
import { getConfig } from '../../config';
import { getDatabase } from '../../db/connection';
import type { ActingStaff, RequestContext, StaffRequestContext } from '../request-context';
import { consumeLoginCode } from '../accounts/repositories/login-codes';
import * as staffRepository from './repositories/staff';
import { decryptTotpSecret, encryptTotpSecret, generateTotpSecret, matchTotpStep, otpauthUri } from '../../totp';
import { recordAudit, type AuditActor } from './audit';
import {
  checkLoginCode,
  hashSessionToken,
  issueLoginCode,
  LOGIN_CODE_INVALID_MESSAGE,
  LOGIN_CODE_SENT_MESSAGE,
  loginCodeMessage,
} from '../accounts/auth';

type Endpoints = typeof adminEndpoints;
type Input<N extends keyof Endpoints> = z.output<Endpoints[N]['input']>;
type Output<N extends keyof Endpoints> = z.output<Endpoints[N]['response']>;

export const STAFF_LOGIN_REQUIRED_MESSAGE = 'Please sign in to the back office.';
export const OWNER_ONLY_MESSAGE = 'Only an owner may do this.';
export const CROSS_SITE_MESSAGE = 'This call is refused from another site.';
export const TOTP_INVALID_MESSAGE = 'The code from your authenticator app is incorrect.';
export const TOTP_REPLAYED_MESSAGE = 'This authenticator code was used already: wait for the next one.';
export const TOTP_ENROLMENT_NOT_STARTED_MESSAGE =
  'Sign in with the SMS code alone first to set up your authenticator app.';
export const TOTP_ENROLMENT_MESSAGE =
  'Add this account to your authenticator app (scan the QR code or type the secret: it is shown this once), then sign in with the same SMS code and the app’s 6-digit code.';
export const STAFF_SIGNED_OUT_MESSAGE = 'Signed out.';

/** The staff session cookie: `__Host-` (Secure, path /, no Domain) when the shop is served over https. */
export function staffCookieName(): string {
  return isHttpsSite() ? '__Host-shop_staff' : 'shop_staff';
}

function isHttpsSite(): boolean {
  return new URL(getConfig().SITE_URL).protocol === 'https:';
}

function cookieAttributes(maxAgeSeconds: number): string {
  return [
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(isHttpsSite() ? ['Secure'] : []),
  ].join('; ');
}

function readCookie(headers: Headers | undefined, name: string): string | null {
  const header = headers?.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

function actingStaffOf(staff: staffRepository.StaffRow, session: staffRepository.StaffSessionRow): ActingStaff {
  return {
    id: staff.id,
    name: staff.name,
    role: staff.role,
    country_code: staff.country_code,
    mobile_number: staff.mobile_number,
    session: { id: session.id, kind: session.kind, expiresAt: session.expires_at },
  };
}

/** The audit actor of a staff request. */
export function actorOf(context: StaffRequestContext): AuditActor {
  return { staffId: context.staff.id, requestIp: context.clientAddress };
}

/**
 * A state-changing back-office call must come from the shop's own pages:
 * a browser's Sec-Fetch-Site or Origin naming another site is refused (403).
 * Scripts (no such headers) authenticate with a token, which no other site
 * can make a browser send; the cookie is SameSite=Strict besides.
 */
export function refuseCrossSiteRequest(headers: Headers): void {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none')
    throw new ApiError('forbidden', CROSS_SITE_MESSAGE);
  const origin = headers.get('origin');
  if (origin !== null && origin !== new URL(getConfig().SITE_URL).origin)
    throw new ApiError('forbidden', CROSS_SITE_MESSAGE);
}

/**
 * The staff member of a request: the session cookie (12 h at most, ended by
 * 30 idle minutes), or a staff token in `Authorization: Token`. A shopper's
 * token is no staff token, so it opens nothing here (401). `role` 'owner'
 * refuses other members (403). A cookie session's last use moves on.
 */
export async function authenticateStaff(context: RequestContext, role: 'staff' | 'owner'): Promise<ActingStaff> {
  const config = getConfig();
  const { db } = await getDatabase();
  const now = new Date();
  const nowIso = now.toISOString();
  const cookie = readCookie(context.headers, staffCookieName());
  let found: Awaited<ReturnType<typeof staffRepository.findLiveStaffSession>>;
  if (cookie !== null) {
    const idleSince = new Date(now.getTime() - config.STAFF_SESSION_IDLE_MINUTES * 60_000).toISOString();
    found = await staffRepository.findLiveStaffSession(db, hashSessionToken(cookie), 'cookie', nowIso, idleSince);
  }
  if (!found && context.token !== null)
    found = await staffRepository.findLiveStaffSession(db, hashSessionToken(context.token), 'api', nowIso, null);
  if (!found) throw new ApiError('unauthorized', STAFF_LOGIN_REQUIRED_MESSAGE);
  if (role === 'owner' && found.staff.role !== 'owner') throw new ApiError('forbidden', OWNER_ONLY_MESSAGE);
  await staffRepository.touchStaffSession(db, found.session.id, nowIso);
  return actingStaffOf(found.staff, found.session);
}

/** For services of owner-only calls: the role is checked here too, not only by the route's marker. */
export function requireOwner(context: StaffRequestContext): void {
  if (context.staff.role !== 'owner') throw new ApiError('forbidden', OWNER_ONLY_MESSAGE);
}

/** POST /api/admin/login/: a staff sign-in code by SMS; every number gets the same answer. */
export async function adminLogin(input: Input<'adminLogin'>, context: RequestContext): Promise<Output<'adminLogin'>> {
  const { db } = await getDatabase();
  const staff = await staffRepository.findStaffByPhone(db, input.country_code, input.mobile_number);
  await issueLoginCode(
    { countryCode: input.country_code, mobileNumber: input.mobile_number, purpose: 'staff' },
    context,
    staff && staff.active === 1
      ? (code) => ({
          channel: 'sms',
          to: `${input.country_code}${input.mobile_number}`,
          body: `${loginCodeMessage(code)} (back office)`,
          template: 'staff_login_code',
          meta: { staff_id: staff.id },
        })
      : null,
  );
  return { message: LOGIN_CODE_SENT_MESSAGE, code_required: true };
}

/**
 * POST /api/admin/login/verify/: the SMS code, then the second factor.
 * A member without an authenticator yet gets a new secret (the QR and the
 * secret, this once) and signs in by sending the same code again with the
 * app's code. The code is consumed only when the sign-in succeeds; a TOTP
 * step is accepted once (staff.totp_last_step), so an overheard code is worthless.
 */
export async function adminVerifyLogin(
  input: Input<'adminVerifyLogin'>,
  context: RequestContext,
): Promise<Output<'adminVerifyLogin'>> {
  const config = getConfig();
  const { db } = await getDatabase();
  const now = new Date();
  const nowIso = now.toISOString();
  const codeId = await checkLoginCode(
    db,
    { countryCode: input.country_code, mobileNumber: input.mobile_number, purpose: 'staff' },
    input.code,
    nowIso,
  );
  const staff = await staffRepository.findStaffByPhone(db, input.country_code, input.mobile_number);
  if (!staff || staff.active !== 1) throw new ApiError('unauthorized', LOGIN_CODE_INVALID_MESSAGE, { field: 'code' });
  const actor: AuditActor = { staffId: staff.id, requestIp: context.clientAddress };

  if (staff.totp_enrolled === 0 && input.totp === undefined) {
    const secret = generateTotpSecret();
    await db.transaction().execute(async (trx) => {
      await staffRepository.setPendingTotpSecret(trx, staff.id, encryptTotpSecret(secret, config.AUTH_SECRET));
      await recordAudit(trx, actor, {
        action: 'staff.totp_enrolment_started',
        entityType: 'staff',
        entityId: staff.id,
        before: null,
        after: null,
        at: nowIso,
      });
    });
    const uri = otpauthUri(secret, site.name, `${staff.country_code}${staff.mobile_number}`);
    return {
      status: 'enrol',
      message: TOTP_ENROLMENT_MESSAGE,
      secret,
      otpauth_uri: uri,
      qr_svg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    };
  }
  if (input.totp === undefined)
    throw invalidFieldError('totp', 'is required: the 6-digit code from your authenticator app');
  if (staff.totp_secret === null)
    throw new ApiError('unauthorized', TOTP_ENROLMENT_NOT_STARTED_MESSAGE, { field: 'totp' });
  const step = matchTotpStep(decryptTotpSecret(staff.totp_secret, config.AUTH_SECRET), input.totp, now);
  if (step === null) throw new ApiError('unauthorized', TOTP_INVALID_MESSAGE, { field: 'totp' });

  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + config.STAFF_SESSION_HOURS * 3_600_000).toISOString();
  const enrolling = staff.totp_enrolled === 0;
  await db.transaction().execute(async (trx) => {
    if (!(await staffRepository.acceptTotpStep(trx, staff.id, step, enrolling)))
      throw new ApiError('unauthorized', TOTP_REPLAYED_MESSAGE, { field: 'totp' });
    if (!(await consumeLoginCode(trx, codeId, nowIso)))
      throw new ApiError('unauthorized', LOGIN_CODE_INVALID_MESSAGE, { field: 'code' });
    const session = await staffRepository.insertStaffSession(trx, {
      staff_id: staff.id,
      kind: 'cookie',
      token_hash: hashSessionToken(token),
      created_at: nowIso,
      last_seen_at: nowIso,
      expires_at: expiresAt,
      revoked_at: null,
    });
    await recordAudit(trx, actor, {
      action: enrolling ? 'staff.totp_enrolled_and_signed_in' : 'staff.signed_in',
      entityType: 'staff_session',
      entityId: session.id,
      before: null,
      after: { staff_id: staff.id, expires_at: expiresAt },
      at: nowIso,
    });
  });
  context.responseCookies?.push(
    `${staffCookieName()}=${token}; ${cookieAttributes(config.STAFF_SESSION_HOURS * 3600)}`,
  );
  return {
    status: 'signed_in',
    staff: {
      id: staff.id,
      name: staff.name,
      role: staff.role,
      country_code: staff.country_code,
      mobile_number: staff.mobile_number,
    },
    expires_at: expiresAt,
  };
}

/** POST /api/admin/logout/: ends this session (or token) and clears the cookie. */
export async function adminLogout(
  _input: Input<'adminLogout'>,
  context: StaffRequestContext,
): Promise<Output<'adminLogout'>> {
  const { db } = await getDatabase();
  const nowIso = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await staffRepository.revokeStaffSession(trx, context.staff.session.id, nowIso);
    await recordAudit(trx, actorOf(context), {
      action: 'staff.signed_out',
      entityType: 'staff_session',
      entityId: context.staff.session.id,
      before: null,
      after: null,
      at: nowIso,
    });
  });
  context.responseCookies?.push(`${staffCookieName()}=; ${cookieAttributes(0)}`);
  return { message: STAFF_SIGNED_OUT_MESSAGE };
}

/** GET /api/admin/session/: who is signed in, and until when at the latest. */
export async function getAdminSession(
  _input: Input<'getAdminSession'>,
  context: StaffRequestContext,
): Promise<Output<'getAdminSession'>> {
  const { staff } = context;
  return {
    staff: {
      id: staff.id,
      name: staff.name,
      role: staff.role,
      country_code: staff.country_code,
      mobile_number: staff.mobile_number,
    },
    expires_at: staff.session.expiresAt,
    kind: staff.session.kind,
  };
}

export const DEFAULT_API_TOKEN_DAYS = 90;

/** POST /api/admin/api-tokens/ (owner): a token for the owner's scripts, shown once, kept as its SHA-256. */
export async function createStaffApiToken(
  input: Input<'createStaffApiToken'>,
  context: StaffRequestContext,
): Promise<Output<'createStaffApiToken'>> {
  requireOwner(context);
  const { db } = await getDatabase();
  const now = new Date();
  const nowIso = now.toISOString();
  const token = `staff_${crypto.randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(
    now.getTime() + (input.expires_in_days ?? DEFAULT_API_TOKEN_DAYS) * 86_400_000,
  ).toISOString();
  const session = await db.transaction().execute(async (trx) => {
    const row = await staffRepository.insertStaffSession(trx, {
      staff_id: context.staff.id,
      kind: 'api',
      token_hash: hashSessionToken(token),
      label: input.label,
      created_at: nowIso,
      last_seen_at: nowIso,
      expires_at: expiresAt,
      revoked_at: null,
    });
    await recordAudit(trx, actorOf(context), {
      action: 'staff.api_token_created',
      entityType: 'staff_session',
      entityId: row.id,
      before: null,
      after: { staff_id: context.staff.id, label: input.label, expires_at: expiresAt },
      at: nowIso,
    });
    return row;
  });
  return { id: session.id, token, label: input.label, expires_at: expiresAt };
}

export const TOTP_CHANGE_NOT_STARTED_MESSAGE = 'Start with a code from your current authenticator app first.';
export const TOTP_CHANGE_STARTED_MESSAGE =
  'Add this new entry to your authenticator app (scan the QR code or type the secret: it is shown this once), then confirm with a code of the new entry. Until then your current app keeps working.';
export const TOTP_CHANGED_MESSAGE =
  'Your new authenticator is set up; the old one no longer works and your other sessions have ended.';

async function signedInMemberOrThrow(context: StaffRequestContext): Promise<staffRepository.StaffRow> {
  const { db } = await getDatabase();
  const staff = await staffRepository.findStaffById(db, context.staff.id);
  if (!staff || staff.active !== 1) throw new ApiError('unauthorized', STAFF_LOGIN_REQUIRED_MESSAGE);
  return staff;
}

/**
 * POST /api/admin/authenticator/ (any member): a code of the current
 * authenticator (accepted once, like at sign-in) answers a new secret, kept
 * pending: the current one works until the new one is confirmed.
 */
export async function startAuthenticatorChange(
  input: Input<'startAuthenticatorChange'>,
  context: StaffRequestContext,
): Promise<Output<'startAuthenticatorChange'>> {
  const config = getConfig();
  const { db } = await getDatabase();
  const staff = await signedInMemberOrThrow(context);
  if (staff.totp_enrolled !== 1 || staff.totp_secret === null)
    throw new ApiError('conflict', TOTP_ENROLMENT_NOT_STARTED_MESSAGE, { field: 'totp' });
  const now = new Date();
  const step = matchTotpStep(decryptTotpSecret(staff.totp_secret, config.AUTH_SECRET), input.totp, now);
  if (step === null) throw new ApiError('unauthorized', TOTP_INVALID_MESSAGE, { field: 'totp' });
  const secret = generateTotpSecret();
  await db.transaction().execute(async (trx) => {
    if (!(await staffRepository.acceptTotpStep(trx, staff.id, step, false)))
      throw new ApiError('unauthorized', TOTP_REPLAYED_MESSAGE, { field: 'totp' });
    await staffRepository.setTotpPendingSecret(trx, staff.id, encryptTotpSecret(secret, config.AUTH_SECRET));
    await recordAudit(trx, actorOf(context), {
      action: 'staff.totp_change_started',
      entityType: 'staff',
      entityId: staff.id,
      before: null,
      after: null,
      at: now.toISOString(),
    });
  });
  const uri = otpauthUri(secret, site.name, `${staff.country_code}${staff.mobile_number}`);
  return {
    message: TOTP_CHANGE_STARTED_MESSAGE,
    secret,
    otpauth_uri: uri,
    qr_svg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  };
}

/** POST /api/admin/authenticator/confirm/: a code of the new secret makes it the member's; their other sessions and tokens end. */
export async function confirmAuthenticatorChange(
  input: Input<'confirmAuthenticatorChange'>,
  context: StaffRequestContext,
): Promise<Output<'confirmAuthenticatorChange'>> {
  const config = getConfig();
  const { db } = await getDatabase();
  const staff = await signedInMemberOrThrow(context);
  const pending = staff.totp_pending_secret;
  if (pending === null) throw new ApiError('conflict', TOTP_CHANGE_NOT_STARTED_MESSAGE, { field: 'totp' });
  const now = new Date();
  const nowIso = now.toISOString();
  const step = matchTotpStep(decryptTotpSecret(pending, config.AUTH_SECRET), input.totp, now);
  if (step === null) throw new ApiError('unauthorized', TOTP_INVALID_MESSAGE, { field: 'totp' });
  await db.transaction().execute(async (trx) => {
    if (!(await staffRepository.promotePendingTotpSecret(trx, staff.id, pending, step)))
      throw new ApiError('unauthorized', TOTP_REPLAYED_MESSAGE, { field: 'totp' });
    await staffRepository.revokeOtherSessionsOfStaff(trx, staff.id, context.staff.session.id, nowIso);
    await recordAudit(trx, actorOf(context), {
      action: 'staff.totp_changed',
      entityType: 'staff',
      entityId: staff.id,
      before: { totp_enrolled: true },
      after: { totp_enrolled: true, other_sessions_ended: true },
      at: nowIso,
    });
  });
  return { message: TOTP_CHANGED_MESSAGE };
}
