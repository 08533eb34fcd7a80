import { sql, type Kysely, type CreateTableBuilder } from 'kysely';
import type { DialectName } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

export function initialMigration(dialect: DialectName) {
  /** A generated integer primary key in either database. */
  function withId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
    return dialect === 'postgres'
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  }

  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('tile_image', 'text', (col) => col.notNull())
        .addColumn('banner_image', 'text', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('subcategories')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .execute();

      await db.schema
        .createTable('category_subcategories')
        .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('subcategory_id', 'integer', (col) =>
          col.notNull().references('subcategories.id').onDelete('cascade'),
        )
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('category_subcategories_pk', ['category_id', 'subcategory_id'])
        .execute();

      await withId(db.schema.createTable('products'))
        .addColumn('product_code', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
        .addColumn('sub_category_id', 'integer', (col) => col.references('subcategories.id'))
        .addColumn('main_image', 'text', (col) => col.notNull())
        .addColumn('second_media', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('third_media', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('fourth_media', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('fifth_media', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('offer_price_cents', 'integer', (col) => col.notNull().check(sql`offer_price_cents >= 0`))
        .addColumn('mrp_cents', 'integer', (col) => col.notNull().check(sql`mrp_cents >= 0`))
        .addColumn('rating', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`rating between 0 and 5`),
        )
        .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('top_selling', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('new_arrival', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('remarks', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // Category and subcategory lists page by id among active products.
      await db.schema
        .createIndex('products_category_idx')
        .on('products')
        .columns(['category_id', 'is_active', 'id'])
        .execute();
      await db.schema
        .createIndex('products_subcategory_idx')
        .on('products')
        .columns(['sub_category_id', 'category_id', 'is_active', 'id'])
        .execute();
      await db.schema
        .createIndex('products_top_selling_idx')
        .on('products')
        .columns(['top_selling', 'is_active', 'id'])
        .execute();
      await db.schema.createIndex('products_code_idx').on('products').column('product_code').execute();

      await db.schema
        .createTable('product_stock')
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('quantity', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`quantity >= 0`),
        )
        .addColumn('reserved', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`reserved >= 0`),
        )
        .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'size'])
        .addCheckConstraint('product_stock_reserved_within_quantity', sql`reserved <= quantity`)
        .execute();

      await withId(db.schema.createTable('blog_posts'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('description_html', 'text', (col) => col.notNull())
        .addColumn('product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
        .addColumn('published_on', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('blog_posts_published_idx')
        .on('blog_posts')
        .columns(['published_on', 'id'])
        .execute();

      await withId(db.schema.createTable('users'))
        .addColumn('first_name', 'text', (col) => col.notNull())
        .addColumn('last_name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('mobile_number', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('users_phone_unique', ['country_code', 'mobile_number'])
        .execute();

      await withId(db.schema.createTable('session_tokens'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('revoked_at', 'text')
        .execute();

      await withId(db.schema.createTable('login_codes'))
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('mobile_number', 'text', (col) => col.notNull())
        .addColumn('code_hash', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('consumed_at', 'text')
        .addColumn('client_address', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('login_codes_phone_idx')
        .on('login_codes')
        .columns(['country_code', 'mobile_number', 'created_at'])
        .execute();
      await db.schema
        .createIndex('login_codes_client_idx')
        .on('login_codes')
        .columns(['client_address', 'created_at'])
        .execute();

      await withId(db.schema.createTable('carts'))
        .addColumn('public_id', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('carts_user_idx').on('carts').column('user_id').execute();

      await withId(db.schema.createTable('cart_items'))
        .addColumn('cart_id', 'integer', (col) => col.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
        .addColumn('is_direct_buy', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('cart_items_line_unique', ['cart_id', 'product_id', 'size', 'is_direct_buy'])
        .execute();

      await withId(db.schema.createTable('promo_codes'))
        .addColumn('code', 'text', (col) => col.notNull().unique())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('percent', 'fixed')`))
        .addColumn('value', 'integer', (col) => col.notNull().check(sql`value > 0`))
        .addColumn('min_order_cents', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('max_uses', 'integer')
        .addColumn('max_uses_per_customer', 'integer')
        .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('orders'))
        .addColumn('public_id', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('cart_id', 'integer', (col) => col.references('carts.id').onDelete('set null'))
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('payment_method', 'text', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('subtotal_minor', 'integer', (col) => col.notNull())
        .addColumn('discount_minor', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('shipping_minor', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('total_minor', 'integer', (col) => col.notNull())
        .addColumn('promo_code', 'text')
        .addColumn('delivery_address', 'text', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('country_code', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('mobile_number', 'text', (col) => col.notNull())
        .addColumn('pin_code', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('state', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('provider_order_id', 'text', (col) => col.unique())
        .addColumn('idempotency_key', 'text', (col) => col.unique())
        .addColumn('reservation_expires_at', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createIndex('orders_status_idx')
        .on('orders')
        .columns(['status', 'reservation_expires_at'])
        .execute();

      await withId(db.schema.createTable('order_lines'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
        .addColumn('product_name', 'text', (col) => col.notNull())
        .addColumn('size', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
        .addColumn('unit_price_minor', 'integer', (col) => col.notNull())
        .addColumn('mrp_minor', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

      await withId(db.schema.createTable('promo_redemptions'))
        .addColumn('promo_code_id', 'integer', (col) => col.notNull().references('promo_codes.id'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
        .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('promo_redemptions_code_user_idx')
        .on('promo_redemptions')
        .columns(['promo_code_id', 'user_id'])
        .execute();

      await withId(db.schema.createTable('payments'))
        .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('provider_payment_id', 'text')
        .addColumn('provider_order_id', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('amount_minor', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('raw', 'text', (col) => col.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('payments_provider_payment_unique', ['provider', 'provider_payment_id'])
        .execute();
      await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();

      await withId(db.schema.createTable('webhook_events'))
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('event_type', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addColumn('processed_at', 'text')
        .addUniqueConstraint('webhook_events_unique', ['provider', 'event_id'])
        .execute();

      await withId(db.schema.createTable('contact_queries'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('country_code', 'text', (col) => col.notNull())
        .addColumn('mobile_number', 'text', (col) => col.notNull())
        .addColumn('query', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('notifications'))
        .addColumn('channel', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('template', 'text', (col) => col.notNull())
        .addColumn('dedupe_key', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .addUniqueConstraint('notifications_dedupe_unique', ['dedupe_key', 'channel'])
        .execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      for (const table of [
        'notifications',
        'contact_queries',
        'webhook_events',
        'payments',
        'promo_redemptions',
        'order_lines',
        'orders',
        'promo_codes',
        'cart_items',
        'carts',
        'login_codes',
        'session_tokens',
        'users',
        'blog_posts',
        'product_stock',
        'products',
        'category_subcategories',
        'subcategories',
        'categories',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
