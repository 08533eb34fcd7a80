import 'server-only';
import { notFoundError, type BlogPost, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { getDatabase } from '../../db/connection';
import { findBlogPost, findNextPublishAt, listBlogPosts, type BlogPostRow } from './repositories/blog';

function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    image_alt: row.image_alt,
    description: row.description_html,
    product_link: row.product_id === null ? null : `/product/${row.product_id}`,
    date: row.published_on,
  };
}

/** Every post shoppers may see now (not drafts, not those scheduled later), newest first. */
export async function getAllBlogs(): Promise<EndpointOutput<'getAllBlogs'>> {
  const { db } = await getDatabase();
  return { data: (await listBlogPosts(db, new Date().toISOString())).map(toBlogPost) };
}

/** One post shoppers may see now; a draft or a post scheduled later answers 404 like an unknown one. */
export async function getBlogDetail(
  input: EndpointParsedInput<'getBlogDetail'>,
): Promise<EndpointOutput<'getBlogDetail'>> {
  const { db } = await getDatabase();
  const row = await findBlogPost(db, input.blog_pk, new Date().toISOString());
  if (!row) throw notFoundError('Blog');
  return { data: toBlogPost(row) };
}

/**
 * Seconds until the next scheduled post becomes public (null: none waits), for the cached blog reads:
 * they are kept no longer than that, so a scheduled post shows at its time without anyone expiring
 * the cache (docs/decisions/037).
 */
export async function secondsUntilNextBlogPost(now = new Date()): Promise<number | null> {
  const { db } = await getDatabase();
  const next = await findNextPublishAt(db, now.toISOString());
  if (next === null) return null;
  return Math.max(1, Math.ceil((Date.parse(next) - now.getTime()) / 1000));
}
