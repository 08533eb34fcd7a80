import 'server-only';
import type { ExpressionBuilder, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { BlogPostsTable, Database } from '../../../db/schema';

export type BlogPostRow = Selectable<BlogPostsTable>;

export interface AdminBlogPostRow extends BlogPostRow {
  updated_by_name: string | null;
}

/** Shoppers see a post once it is published (not a draft) and its time has come (null: published before scheduling existed). */
function isPublicAt(now: string) {
  return (eb: ExpressionBuilder<Database, 'blog_posts'>) =>
    eb.and([eb('draft', '=', 0), eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', now)])]);
}

/** The posts shoppers see at `now`, newest first. */
export async function listBlogPosts(db: Kysely<Database>, now: string): Promise<BlogPostRow[]> {
  return db
    .selectFrom('blog_posts')
    .selectAll()
    .where(isPublicAt(now))
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One post shoppers may see at `now`. */
export async function findBlogPost(db: Kysely<Database>, id: number, now: string): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).where(isPublicAt(now)).executeTakeFirst();
}

/** The earliest time after `now` a scheduled post becomes public (null: none is waiting). */
export async function findNextPublishAt(db: Kysely<Database>, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('draft', '=', 0)
    .where('publish_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}

/** Every post for the back office: drafts, scheduled and published, newest first. */
export async function listPostsForAdmin(db: Kysely<Database>): Promise<AdminBlogPostRow[]> {
  return db
    .selectFrom('blog_posts')
    .leftJoin('staff', 'staff.id', 'blog_posts.updated_by_staff_id')
    .selectAll('blog_posts')
    .select('staff.name as updated_by_name')
    .orderBy('blog_posts.id', 'desc')
    .execute();
}

export async function findPostForAdmin(db: Kysely<Database>, id: number): Promise<AdminBlogPostRow | undefined> {
  return db
    .selectFrom('blog_posts')
    .leftJoin('staff', 'staff.id', 'blog_posts.updated_by_staff_id')
    .selectAll('blog_posts')
    .select('staff.name as updated_by_name')
    .where('blog_posts.id', '=', id)
    .executeTakeFirst();
}

export async function insertPost(db: Kysely<Database>, values: Insertable<BlogPostsTable>): Promise<number> {
  const row = await db.insertInto('blog_posts').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Writes a change only over the version it was made from, moving the version on: false when another came first. */
export async function updatePostAtVersion(
  db: Kysely<Database>,
  id: number,
  version: number,
  values: Updateable<BlogPostsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('blog_posts')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether a product of this id exists (a post's Shop Now link must lead to one). */
export async function productExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
