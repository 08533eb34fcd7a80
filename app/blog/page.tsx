import { pageMetadata } from '@/lib/seo';
import { htmlToExcerpt } from '@/lib/sanitize-html';
import { ContentPage } from '@/components/content/content-page';
import { BlogList } from '@/components/blog/blog-list';
import { listBlogPostsOrEmpty } from './blog-data';

export const revalidate = 300;

export const BLOG_TITLE = 'Stories from Our Workshops';

export const metadata = pageMetadata({
  title: 'Blog',
  description:
    'Stories of block printing, natural dyes and the Jaipur artisans behind our handcrafted home decor, textiles and garments.',
  path: '/blog',
});

export default async function BlogPage() {
  const posts = await listBlogPostsOrEmpty();
  return (
    <ContentPage
      wide
      eyebrow="Blog"
      title={BLOG_TITLE}
      intro={<p>Block printing, natural dyes, and the people and places behind every piece we make.</p>}
    >
      <BlogList posts={posts.map((post) => ({ ...post, excerpt: htmlToExcerpt(post.description, 140) }))} />
    </ContentPage>
  );
}
