/**
 * Housekeeping: the rows that only grow (login codes, shopper session tokens)
 * are deleted once past keeping, and nothing still in use goes with them.
 * Real database (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
 */
import crypto from 'node:crypto';
import { createTestCustomer } from '@/lib/testing/payments-harness';
import { callRoute, withTestDatabase } from '@/lib/testing/test-database';
import { GET as getAccount } from '@/app/api/account/route';
import { insertLoginCode } from '../accounts/repositories/login-codes';
import { insertSessionToken } from '../accounts/repositories/sessions';
import { pruneExpiredRecords, RETENTION } from './housekeeping';

jest.setTimeout(60_000);
const database = withTestDatabase();
const DAY_MS = 86_400_000;
const NOW = new Date();
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

async function addCode(mobileNumber: string, createdDaysAgo: number): Promise<number> {
  return insertLoginCode(database().db, {
    countryCode: '+91',
    mobileNumber,
    codeHash: crypto.randomBytes(16).toString('hex'),
    createdAt: ago(createdDaysAgo),
    expiresAt: ago(createdDaysAgo - 10 / (24 * 60)),
    clientAddress: '203.0.113.7',
  });
}

async function addToken(
  userId: number,
  label: string,
  token: { expiresDaysAgo: number; revokedDaysAgo?: number },
): Promise<void> {
  await insertSessionToken(database().db, {
    userId,
    tokenHash: `housekeeping-${label}-${crypto.randomUUID()}`,
    createdAt: ago(token.expiresDaysAgo + 30),
    expiresAt: ago(token.expiresDaysAgo),
  });
  if (token.revokedDaysAgo !== undefined) {
    await database()
      .db.updateTable('session_tokens')
      .set({ revoked_at: ago(token.revokedDaysAgo) })
      .where('token_hash', 'like', `housekeeping-${label}-%`)
      .execute();
  }
}

const tokenHashes = async (userId: number) =>
  (await database().db.selectFrom('session_tokens').select('token_hash').where('user_id', '=', userId).execute()).map(
    (row) => row.token_hash.replace(/-[0-9a-f-]{36}$/, ''),
  );

describe('pruneExpiredRecords', () => {
  it('deletes login codes older than a day and keeps the recent ones', async () => {
    const old = await addCode('9000000001', RETENTION.loginCodesDays + 1);
    const recent = await addCode('9000000001', 0.01);
    const removed = await pruneExpiredRecords(NOW);
    expect(removed.login_codes).toBeGreaterThanOrEqual(1);
    const ids = (
      await database().db.selectFrom('login_codes').select('id').where('id', 'in', [old, recent]).execute()
    ).map((row) => row.id);
    expect(ids).toEqual([recent]);
  });

  it('deletes session tokens ended over 30 days ago and keeps live ones, recently ended ones and the customer', async () => {
    const customer = await createTestCustomer(database().db);
    await addToken(customer.id, 'expired-long-ago', { expiresDaysAgo: RETENTION.endedSessionTokensDays + 1 });
    await addToken(customer.id, 'revoked-long-ago', {
      expiresDaysAgo: -300,
      revokedDaysAgo: RETENTION.endedSessionTokensDays + 5,
    });
    await addToken(customer.id, 'expired-recently', { expiresDaysAgo: 5 });
    await addToken(customer.id, 'revoked-recently', { expiresDaysAgo: -300, revokedDaysAgo: 2 });

    const removed = await pruneExpiredRecords(NOW);
    expect(removed.session_tokens).toBeGreaterThanOrEqual(2);
    const left = await tokenHashes(customer.id);
    expect(left).toEqual(expect.arrayContaining(['housekeeping-expired-recently', 'housekeeping-revoked-recently']));
    expect(left).not.toContain('housekeeping-expired-long-ago');
    expect(left).not.toContain('housekeeping-revoked-long-ago');
    // The customer's own live token (createTestCustomer's) still opens the account.
    expect(left).toHaveLength(3);
    const account = await callRoute(getAccount, '/api/account/', { headers: customer.auth });
    expect(account.status).toBe(200);
  });

  it('finds nothing more to delete when run again', async () => {
    await pruneExpiredRecords(NOW);
    expect(await pruneExpiredRecords(NOW)).toEqual({
      login_codes: 0,
      session_tokens: 0,
      review_photos: 0,
      pictures: 0,
    });
  });
});
