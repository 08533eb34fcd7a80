import { BlogNotFound } from '@/components/blog/blog-not-found';
import { NotFoundAnswer } from '@/components/content/not-found-answer';
import type { ReactNode } from 'react';
import { findBlogPost } from '../blog-data';

/**
 * Decides 'Blog not found' for the whole post route, answered 404 with its
 * content in the HTML (NotFoundAnswer, decision 017); the page sits one level
 * down, in the (post) group. There is no loading.tsx: the post is ready when
 * its HTML is rendered (ISR), and a loading boundary would send the article as
 * a hidden block that only a script reveals. The post is loaded once per
 * request (findBlogPost is cached), so the page reuses it.
 */
export const revalidate = 300;

/** No post is built ahead: each is rendered on its first visit, then served from the cache (ISR). */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

export default async function BlogPostLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  if (!(await findBlogPost(id))) {
    return (
      <NotFoundAnswer>
        <BlogNotFound />
      </NotFoundAnswer>
    );
  }
  return children;
}
