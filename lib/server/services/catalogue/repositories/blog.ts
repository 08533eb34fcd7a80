import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import type { BlogPostsTable, Database } from '../../../db/schema';

export type BlogPostRow = Selectable<BlogPostsTable>;

export async function listBlogPosts(db: Kysely<Database>): Promise<BlogPostRow[]> {
  return db.selectFrom('blog_posts').selectAll().orderBy('published_on', 'desc').orderBy('id', 'desc').execute();
}

export async function findBlogPost(db: Kysely<Database>, id: number): Promise<BlogPostRow | undefined> {
  return db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst();
}
