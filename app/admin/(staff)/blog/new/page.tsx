import type { Metadata } from 'next';
import { AdminPageFrame, Panel } from '@/components/admin/admin-parts';
import { BlogPostForm } from '@/components/admin/blog-post-form';
import Link from '@/components/ui/link';
import { loadAdminData } from '../../../admin-data';

export const metadata: Metadata = { title: 'New blog post' };

/** Every member: the form for a new post (a draft until published). */
export default async function NewBlogPostPage() {
  // Signed out, this sends to the sign-in page and back.
  await loadAdminData('/admin/blog/new', (api) => api.getAdminSession({}));
  return (
    <AdminPageFrame>
      <p>
        <Link href="/admin/blog">← All posts</Link>
      </p>
      <h1>New blog post</h1>
      <Panel>
        <BlogPostForm />
      </Panel>
    </AdminPageFrame>
  );
}
