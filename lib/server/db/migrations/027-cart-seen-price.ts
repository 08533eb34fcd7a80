import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * The price a shopper saw for a cart line (issue 29, item 10): cart_items.seen_offer_price_cents is the
 * product's USD offer price (cents) when the line was added or its quantity last changed. When the
 * catalogue's price differs, the cart answers the old one beside the new (previous_offer_price) and the cart
 * and checkout show the change before payment. Null for lines from before this migration: no notice.
 */
export function cartSeenPriceMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('cart_items').addColumn('seen_offer_price_cents', 'integer').execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('cart_items').dropColumn('seen_offer_price_cents').execute();
    },
  };
}
