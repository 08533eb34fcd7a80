import styled from 'styled-components';
import type { BlogPost } from '@/lib/contract';
import { theme } from '@/styles/theme';
import { BlogCard } from './blog-card';

export const BLOG_EMPTY_TEXT = 'No stories yet. Please check back soon.';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  padding: ${theme.space(10)} 0;
  text-align: center;
  color: ${theme.colors.inkMuted};
`;

export interface BlogListItem extends Pick<BlogPost, 'id' | 'title' | 'image' | 'product_link' | 'date'> {
  excerpt?: string;
}

export function BlogList({ posts }: { posts: BlogListItem[] }) {
  if (posts.length === 0) return <Empty>{BLOG_EMPTY_TEXT}</Empty>;
  return (
    <Grid aria-label="Blog posts">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} excerpt={post.excerpt} priority={index === 0} />
        </li>
      ))}
    </Grid>
  );
}
