import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Sign-in and carts: a user has at most one cart (a partial unique index, so
 * guest carts without an owner are unlimited; the cart merge at login relies
 * on it with INSERT … ON CONFLICT DO NOTHING), and sessions are found by user
 * when they are revoked.
 */
export function shopperSessionMigration(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('carts_user_idx').ifExists().execute();
      await db.schema
        .createIndex('carts_user_unique')
        .on('carts')
        .column('user_id')
        .unique()
        .where(sql.ref('user_id'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('session_tokens_user_idx')
        .on('session_tokens')
        .columns(['user_id', 'expires_at'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('session_tokens_user_idx').ifExists().execute();
      await db.schema.dropIndex('carts_user_unique').ifExists().execute();
      await db.schema.createIndex('carts_user_idx').on('carts').column('user_id').execute();
    },
  };
}
