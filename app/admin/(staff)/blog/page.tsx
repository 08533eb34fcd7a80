import type { Metadata } from 'next';
import { formatAdminTime } from '@/components/admin/admin-format';
import { AdminPageFrame, ButtonLink, DataTable, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { BLOG_STATUS_NAMES } from '@/components/admin/blog-format';
import Link from '@/components/ui/link';
import type { AdminBlogPost } from '@/lib/contract/admin-blog';
import { loadAdminData } from '../../admin-data';

export const metadata: Metadata = { title: 'Blog' };

const SECTIONS: { status: AdminBlogPost['status']; heading: string; empty: string; when: string }[] = [
  { status: 'draft', heading: 'Drafts', empty: 'No draft.', when: 'Last saved' },
  { status: 'scheduled', heading: 'Scheduled', empty: 'No post waits for its time.', when: 'Shown from' },
  { status: 'published', heading: 'Published', empty: 'No post published yet.', when: 'Date shown' },
];

function whenOf(post: AdminBlogPost): string {
  if (post.status === 'draft')
    return post.updated_at ? formatAdminTime(post.updated_at) : formatAdminTime(post.created_at);
  if (post.status === 'scheduled' && post.publish_at) return formatAdminTime(post.publish_at);
  return post.date;
}

/** Every post, by status: drafts, scheduled ones with their time, published ones with their date. */
export default async function BlogPostsPage() {
  const { data: posts } = await loadAdminData('/admin/blog', (api) => api.listBlogPosts({}));
  return (
    <AdminPageFrame>
      <h1>Blog</h1>
      <p>
        <ButtonLink href="/admin/blog/new">New post</ButtonLink>
      </p>
      {SECTIONS.map((section) => {
        const rows = posts.filter((post) => post.status === section.status);
        return (
          <Panel key={section.status} aria-labelledby={`blog-${section.status}`}>
            <h2 id={`blog-${section.status}`}>
              {section.heading} ({rows.length})
            </h2>
            {rows.length === 0 ? (
              <Muted>{section.empty}</Muted>
            ) : (
              <DataTable>
                <caption className="visually-hidden">{section.heading}, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">State</th>
                    <th scope="col">{section.when}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((post) => (
                    <tr key={post.id}>
                      <th scope="row" data-label="Title">
                        <Link href={`/admin/blog/${post.id}`}>{post.title}</Link>
                      </th>
                      <td data-label="State">
                        <StatusPill>{BLOG_STATUS_NAMES[post.status]}</StatusPill>
                      </td>
                      <td data-label={section.when}>{whenOf(post)}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            )}
          </Panel>
        );
      })}
    </AdminPageFrame>
  );
}
