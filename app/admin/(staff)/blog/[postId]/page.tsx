import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, ButtonLink, Panel, StatusPill } from '@/components/admin/admin-parts';
import { BlogPostForm } from '@/components/admin/blog-post-form';
import { BLOG_STATUS_NAMES } from '@/components/admin/blog-format';
import { DoneMessage } from '@/components/admin/done-message';
import { FactList } from '@/components/ui/fact-list';
import Link from '@/components/ui/link';
import { BLOG_POST_MESSAGES } from '@/lib/contract/admin-blog';
import { loadAdminData, param, type SearchParams } from '../../../admin-data';

type Props = { params: Promise<{ postId: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Blog post ${(await params).postId}` };
}

const DONE: Record<string, string> = {
  created: BLOG_POST_MESSAGES.created,
  saved: BLOG_POST_MESSAGES.saved,
  published: BLOG_POST_MESSAGES.published,
  scheduled: BLOG_POST_MESSAGES.scheduled,
  unpublished: BLOG_POST_MESSAGES.unpublished,
};

/** One post: its state, where shoppers see it, a preview, and its form. */
export default async function BlogPostPage({ params, searchParams }: Props) {
  const { postId } = await params;
  if (!/^\d{1,10}$/.test(postId)) notFound();
  const done = DONE[param((await searchParams).done) ?? ''];
  const { post } = await loadAdminData(`/admin/blog/${postId}`, (api) => api.getBlogPost({ post_id: Number(postId) }));
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/blog">← All posts</Link>
      </p>
      <h1>{post.title}</h1>
      {done ? <DoneMessage>{done}</DoneMessage> : null}
      <FactList>
        <div>
          <dt>State</dt>
          <dd>
            <StatusPill data-testid="blog-post-status">{BLOG_STATUS_NAMES[post.status]}</StatusPill>
          </dd>
        </div>
        {post.status === 'scheduled' && post.publish_at ? (
          <div>
            <dt>Shown from</dt>
            <dd>{formatAdminTime(post.publish_at)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Date shown</dt>
          <dd>{post.date}</dd>
        </div>
        <div>
          <dt>Last saved</dt>
          <dd>
            {formatAdminTime(post.updated_at ?? post.created_at)}
            {post.updated_by ? ` by ${post.updated_by}` : ''}
          </dd>
        </div>
        {post.status === 'published' ? (
          <div>
            <dt>On the blog</dt>
            <dd>
              <Link href={post.storefront_path}>{post.storefront_path}</Link>
            </dd>
          </div>
        ) : null}
      </FactList>
      <p>
        <ButtonLink href={`/admin/blog/${post.id}/preview`}>Preview as shoppers will see it</ButtonLink>
      </p>
      <Panel>
        <BlogPostForm key={post.version} post={post} />
      </Panel>
    </AdminPageFrame>
  );
}
