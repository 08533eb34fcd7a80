import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { findBlogPost } from '../blog-data';

/**
 * Decides 'Blog not found' for the whole post route; the page sits one level
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

export default async function BlogPostLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await findBlogPost(id))) notFound();
  return children;
}
