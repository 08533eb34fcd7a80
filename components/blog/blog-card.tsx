import Link from '@/components/ui/link';
import styled from 'styled-components';
import type { BlogPost } from '@/lib/contract';
import { theme } from '@/styles/theme';
import { ActionLink } from '@/components/content/action-link';
import { BlogDate } from './blog-date';
import { BlogImage } from './blog-image';

export const READ_MORE_TEXT = 'Read More';
export const BUY_TEXT = 'Buy';

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  background: ${theme.colors.skeleton};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
`;

const Meta = styled(BlogDate)`
  font-size: 0.875rem;
  color: ${theme.colors.inkMuted};
`;

const Title = styled.h2`
  font-size: 1.3rem;
  margin: 0;
  color: ${theme.colors.indigoDark};
  a { text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

const Actions = styled.div`
  margin-top: auto;
  padding-top: ${theme.space(2)};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

export interface BlogCardProps {
  post: Pick<BlogPost, 'id' | 'title' | 'image' | 'product_link' | 'date'>;
  /** The opening words of the post, as plain text. */
  excerpt?: string;
  priority?: boolean;
}

/** A post in the blog list: picture, date, title, Read More, and Buy when the post features a product. */
export function BlogCard({ post, excerpt, priority = false }: BlogCardProps) {
  const href = `/blog/${post.id}`;
  const titleId = `blog-card-${post.id}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <Link href={href} tabIndex={-1} aria-hidden="true">
        <Picture>
          <BlogImage src={post.image} alt={post.title} sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw" priority={priority} />
        </Picture>
      </Link>
      <Body>
        <Meta date={post.date} />
        <Title id={titleId}>
          <Link href={href}>{post.title}</Link>
        </Title>
        {excerpt ? <Excerpt>{excerpt}</Excerpt> : null}
        <Actions>
          <ActionLink href={href} $small aria-describedby={titleId}>
            {READ_MORE_TEXT}
          </ActionLink>
          {post.product_link ? (
            <ActionLink href={post.product_link} $small $variant="secondary" aria-describedby={titleId}>
              {BUY_TEXT}
            </ActionLink>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
}
