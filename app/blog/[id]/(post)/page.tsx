import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/seo';
import { htmlToExcerpt, sanitizeArticleHtml } from '@/lib/sanitize-html';
import { getSiteUrl } from '@/lib/server/site-url';
import { site } from '@/lib/site';
import { BlogArticle } from '@/components/blog/blog-article';
import { BlogStructuredData } from '@/components/blog/blog-structured-data';
import { BLOG_NOT_FOUND } from '@/components/blog/blog-messages';
import { findBlogPost } from '../../blog-data';

export const revalidate = 300;

interface BlogPostRouteProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: BlogPostRouteProps): Promise<Metadata> {
  const { id } = await params;
  const post = await findBlogPost(id);
  if (!post) return { title: BLOG_NOT_FOUND, robots: { index: false } };
  const base = pageMetadata({
    title: post.title,
    description: htmlToExcerpt(post.description, 155),
    path: `/blog/${post.id}`,
    type: 'article',
  });
  return { ...base, openGraph: { ...base.openGraph, type: 'article', publishedTime: post.date, authors: [site.name] } };
}

export default async function BlogPostPage({ params }: BlogPostRouteProps) {
  const { id } = await params;
  const post = await findBlogPost(id);
  if (!post) notFound();
  const siteUrl = getSiteUrl();
  return (
    <>
      <BlogStructuredData post={post} siteUrl={siteUrl} />
      <BlogArticle post={post} safeHtml={sanitizeArticleHtml(post.description)} siteUrl={siteUrl} />
    </>
  );
}
