import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * An e-mail address receives order mail only once its owner confirmed it
 * (issue 11): users.email_confirmed_at says when the current address was
 * confirmed (null: not yet; every existing account starts unconfirmed), and
 * email_confirmation_tokens holds the links sent, as SHA-256 of the token
 * only (like session tokens, docs/decisions/004), each for one address,
 * until it expires or is used. The send limit counts rows per user and hour.
 * A notification the shop chose not to send (an order e-mail to an
 * unconfirmed address) keeps its row, with skipped_reason, so nothing retries it.
 */
export function emailConfirmationMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();

      const table = db.schema.createTable('email_confirmation_tokens');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('email_confirmation_tokens_user_idx')
        .on('email_confirmation_tokens')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema.alterTable('notifications').addColumn('skipped_reason', 'text').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('notifications').dropColumn('skipped_reason').execute();
      await db.schema.dropTable('email_confirmation_tokens').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
    },
  };
}
