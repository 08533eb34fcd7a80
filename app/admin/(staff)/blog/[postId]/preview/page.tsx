import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdminPageFrame, StatusPill } from '@/components/admin/admin-parts';
import { BLOG_STATUS_NAMES } from '@/components/admin/blog-format';
import { BlogArticle } from '@/components/blog/blog-article';
import Link from '@/components/ui/link';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { getSiteUrl } from '@/lib/server/site-url';
import { loadAdminData } from '../../../../admin-data';

type Props = { params: Promise<{ postId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Preview of blog post ${(await params).postId}` };
}

/**
 * The saved post exactly as the storefront renders it (the blog's own BlogArticle, its body sanitised on
 * render as app/blog does), before it is published.
 */
export default async function BlogPostPreviewPage({ params }: Props) {
  const { postId } = await params;
  if (!/^\d{1,10}$/.test(postId)) notFound();
  const { post } = await loadAdminData(`/admin/blog/${postId}/preview`, (api) =>
    api.getBlogPost({ post_id: Number(postId) }),
  );
  return (
    <AdminPageFrame>
      <p>
        <Link href={`/admin/blog/${post.id}`}>← Back to editing</Link>
      </p>
      <p>
        Preview: <StatusPill>{BLOG_STATUS_NAMES[post.status]}</StatusPill> This is the saved post as shoppers will see
        it on the blog.
      </p>
      <BlogArticle
        post={{
          id: post.id,
          title: post.title,
          image: post.picture.url,
          image_alt: post.picture.alt,
          description: post.description_html,
          product_link: post.product_link,
          date: post.date,
        }}
        safeHtml={sanitizeArticleHtml(post.description_html)}
        siteUrl={getSiteUrl()}
      />
    </AdminPageFrame>
  );
}
