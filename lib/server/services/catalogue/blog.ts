import 'server-only';
import { notFoundError, type BlogPost, type EndpointOutput, type EndpointParsedInput } from '../../../contract';
import { getDatabase } from '../../db/connection';
import { findBlogPost, listBlogPosts, type BlogPostRow } from './repositories/blog';

function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    description: row.description_html,
    product_link: row.product_id === null ? null : `/product/${row.product_id}`,
    date: row.published_on,
  };
}

export async function getAllBlogs(): Promise<EndpointOutput<'getAllBlogs'>> {
  const { db } = await getDatabase();
  return { data: (await listBlogPosts(db)).map(toBlogPost) };
}

export async function getBlogDetail(
  input: EndpointParsedInput<'getBlogDetail'>,
): Promise<EndpointOutput<'getBlogDetail'>> {
  const { db } = await getDatabase();
  const row = await findBlogPost(db, input.blog_pk);
  if (!row) throw notFoundError('Blog');
  return { data: toBlogPost(row) };
}
