import 'server-only';
import { cache } from 'react';
import { getServerApi } from '@/lib/api/server';
import { isApiError, type BlogPost } from '@/lib/contract';
import { idField } from '@/lib/contract/fields';
import { logError } from '@/lib/server/log';

/** Every post, newest first; a failure is logged and gives an empty list (spec section 8). */
export async function listBlogPostsOrEmpty(): Promise<BlogPost[]> {
  try {
    return (await getServerApi().getAllBlogs({})).data;
  } catch (error) {
    logError('blog list failed to load', error);
    return [];
  }
}

/**
 * The post for /blog/{id}, or null: an id that is not a positive whole number,
 * an unknown post, and a failed load all show 'Blog not found' (spec section 8).
 */
export const findBlogPost = cache(async (segment: string): Promise<BlogPost | null> => {
  const id = idField.safeParse(segment);
  if (!id.success) return null;
  try {
    return (await getServerApi().getBlogDetail({ blog_pk: id.data })).data;
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) logError('blog post failed to load', error, { blogId: id.data });
    return null;
  }
});
