import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current types. */

/**
 * Blog posts written in the back office (issue 29, item 7):
 * - draft: 1 while staff write it (never shown); 0 once published.
 * - publish_at: when a published post becomes public (ISO 8601, UTC). A post is public only when draft is 0
 *   and publish_at is null (the posts from before this migration) or not after now; a later one is scheduled.
 * - updated_at, version, updated_by_staff_id: a save names the version it was made from; one made from an
 *   older version is refused with what differs (two members editing one post never overwrite each other).
 * - image_alt: what the cover picture shows (empty for the demo posts, whose pages fall back to the title).
 * - blog_posts_publish_idx: the public list and the next scheduled time (docs/decisions/037).
 */
export function blogEditorMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable('blog_posts')
        .addColumn('draft', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('blog_posts').addColumn('publish_at', 'text').execute();
      await db.schema.alterTable('blog_posts').addColumn('updated_at', 'text').execute();
      await db.schema
        .alterTable('blog_posts')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('blog_posts')
        .addColumn('image_alt', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('blog_posts')
        .addColumn('updated_by_staff_id', 'integer', (col) => col.references('staff.id'))
        .execute();
      await db.schema.createIndex('blog_posts_publish_idx').on('blog_posts').columns(['draft', 'publish_at']).execute();
    },

    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('blog_posts_publish_idx').ifExists().execute();
      for (const column of ['updated_by_staff_id', 'image_alt', 'version', 'updated_at', 'publish_at', 'draft'])
        await db.schema.alterTable('blog_posts').dropColumn(column).execute();
    },
  };
}
