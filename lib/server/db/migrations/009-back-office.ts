import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The back office (issue 13, docs/decisions/018):
 * - staff: who may sign in at /admin, by phone (login code) and TOTP. The
 *   TOTP secret is kept encrypted (AES-256-GCM under a key derived from
 *   AUTH_SECRET); totp_last_step is the last 30-second step accepted, so a
 *   code is never accepted twice.
 * - staff_sessions: the SHA-256 of each staff session cookie ('cookie': 12 h
 *   absolute, 30 min idle) or script token ('api': no idle timeout).
 * - audit_log: every staff change, written in the transaction of the change.
 * - order_events: an order's timeline (fulfilment steps, COD calls, cancels).
 * - orders gain their fulfilment state and tracking, and the indexes the
 *   back office's order list needs at 100,000 orders.
 * - login_codes gain a purpose, so a shopper's code never signs in staff.
 */
export function backOfficeMigration(dialect: DialectName) {
  function withId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
    return dialect === 'postgres'
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  }

  return {
    async up(db: Kysely<any>): Promise<void> {
      await withId(db.schema.createTable('staff'))
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('mobile_number', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'staff')`))
        .addColumn('totp_secret', 'text')
        .addColumn('totp_enrolled', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('totp_last_step', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('staff_phone_unique', ['country_code', 'mobile_number'])
        .execute();

      await withId(db.schema.createTable('staff_sessions'))
        .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('cookie', 'api')`))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('staff_sessions_staff_idx')
        .on('staff_sessions')
        .columns(['staff_id', 'kind'])
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('entity_type', 'text', (col) => col.notNull())
        .addColumn('entity_id', 'text', (col) => col.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('request_ip', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('audit_log_staff_idx').on('audit_log').columns(['staff_id', 'id']).execute();
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity_type', 'entity_id', 'id'])
        .execute();

      await withId(db.schema.createTable('order_events'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('data_json', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('staff_id', 'integer', (col) => col.references('staff.id'))
        .addColumn('at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();

      for (const column of ['fulfilment_status']) {
        await db.schema
          .alterTable('orders')
          .addColumn(column, 'text', (col) => col.notNull().defaultTo('unfulfilled'))
          .execute();
      }
      for (const column of [
        'confirmed_at',
        'packed_at',
        'shipped_at',
        'delivered_at',
        'returned_at',
        'cancelled_at',
        'courier',
        'tracking_number',
        'tracking_url',
      ]) {
        await db.schema.alterTable('orders').addColumn(column, 'text').execute();
      }
      // The order list: newest first under any one filter, walked by (created_at, id).
      await db.schema.createIndex('orders_created_idx').on('orders').columns(['created_at', 'id']).execute();
      for (const column of ['status', 'payment_method', 'currency', 'fulfilment_status']) {
        await db.schema
          .createIndex(`orders_${column}_created_idx`)
          .on('orders')
          .columns([column, 'created_at', 'id'])
          .execute();
      }
      await db.schema.createIndex('orders_mobile_idx').on('orders').columns(['mobile_number']).execute();
      await db.schema
        .createIndex('orders_name_lower_idx')
        .on('orders')
        .expression(sql`lower(name)`)
        .execute();

      await db.schema
        .alterTable('login_codes')
        .addColumn('purpose', 'text', (col) => col.notNull().defaultTo('shopper'))
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('login_codes').dropColumn('purpose').execute();
      await db.schema.dropIndex('orders_name_lower_idx').ifExists().execute();
      await db.schema.dropIndex('orders_mobile_idx').ifExists().execute();
      for (const column of ['status', 'payment_method', 'currency', 'fulfilment_status']) {
        await db.schema.dropIndex(`orders_${column}_created_idx`).ifExists().execute();
      }
      await db.schema.dropIndex('orders_created_idx').ifExists().execute();
      for (const column of [
        'fulfilment_status',
        'confirmed_at',
        'packed_at',
        'shipped_at',
        'delivered_at',
        'returned_at',
        'cancelled_at',
        'courier',
        'tracking_number',
        'tracking_url',
      ]) {
        await db.schema.alterTable('orders').dropColumn(column).execute();
      }
      await db.schema.dropTable('order_events').ifExists().execute();
      await db.schema.dropTable('audit_log').ifExists().execute();
      await db.schema.dropTable('staff_sessions').ifExists().execute();
      await db.schema.dropTable('staff').ifExists().execute();
    },
  };
}
