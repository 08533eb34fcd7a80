import type { BlogPost } from '@/lib/contract';
import { BlogCard } from './blog-card';
import styles from './blog-list.module.css';

export const BLOG_EMPTY_TEXT = 'No stories yet. Please check back soon.';

export interface BlogListItem extends Pick<BlogPost, 'id' | 'title' | 'image' | 'product_link' | 'date'> {
  excerpt?: string;
}

export function BlogList({ posts }: { posts: BlogListItem[] }) {
  if (posts.length === 0) return <p className={styles.empty}>{BLOG_EMPTY_TEXT}</p>;
  return (
    <ul className={styles.grid} aria-label="Blog posts">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} excerpt={post.excerpt} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
