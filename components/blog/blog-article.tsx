import Link from '@/components/ui/link';
import styled from 'styled-components';
import type { BlogPost } from '@/lib/contract';
import { site } from '@/lib/site';
import { theme } from '@/styles/theme';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { ActionLink } from '@/components/content/action-link';
import { Prose } from '@/components/content/prose';
import { BlogDate } from './blog-date';
import { BlogFeatures } from './blog-features';
import { BlogImage } from './blog-image';

export const SHOP_NOW_TEXT = 'Shop Now';
export const BACK_TO_BLOG_TEXT = 'Back to Blog';

const Article = styled.article`
  max-width: 860px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)} 0;
`;

const Header = styled.header`
  margin: ${theme.space(6)} 0 ${theme.space(6)};
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5vw, 3rem);
  color: ${theme.colors.indigoDark};
  margin-bottom: ${theme.space(3)};
`;

const Byline = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  margin: 0 0 ${theme.space(8)};
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  background: ${theme.colors.skeleton};
`;

const Body = styled(Prose)`
  max-width: none;
`;

const ShopNow = styled.div`
  margin-top: ${theme.space(10)};
  padding: ${theme.space(6)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.indigo};
  ${theme.focus.onDarkSurface}
  color: #fff;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  p { margin: 0; font-size: 1.1rem; max-width: 40ch; }
`;

const ShopNowLink = styled(ActionLink)`
  background: #fff;
  border-color: #fff;
  color: ${theme.colors.indigoDark};
  &:hover { background: ${theme.colors.paper}; border-color: ${theme.colors.paper}; color: ${theme.colors.indigoDark}; }
  &:focus-visible { outline-color: ${theme.focus.ring}; }
`;

const Back = styled.p`
  margin: ${theme.space(10)} 0 0;
  a { color: ${theme.colors.indigo}; font-weight: 600; }
`;

export interface BlogArticleProps {
  post: BlogPost;
  /** The post body, already sanitised on the server (lib/sanitize-html). */
  safeHtml: string;
  siteUrl: string;
}

/** A blog post: title, date, picture, the body, the fixed features and quote, and Shop Now. */
export function BlogArticle({ post, safeHtml, siteUrl }: BlogArticleProps) {
  return (
    <Article aria-labelledby="blog-title">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: `/blog/${post.id}` },
        ]}
      />
      <Header>
        <Title id="blog-title">{post.title}</Title>
        <Byline>
          <BlogDate date={post.date} /> · By {site.name}
        </Byline>
      </Header>
      <Picture>
        <BlogImage src={post.image} alt={post.title} sizes="(min-width: 860px) 860px, 100vw" priority />
      </Picture>
      <Body dangerouslySetInnerHTML={{ __html: safeHtml }} />
      {post.product_link ? (
        <ShopNow>
          <p>Love what you read? The piece from this story is in our shop.</p>
          <ShopNowLink href={post.product_link} target="_blank" rel="noopener noreferrer" aria-describedby="shop-now-new-tab">
            {SHOP_NOW_TEXT}
            <span aria-hidden="true">↗</span>
          </ShopNowLink>
          <span id="shop-now-new-tab" className="visually-hidden">
            Opens in a new tab
          </span>
        </ShopNow>
      ) : null}
      <BlogFeatures />
      <Back>
        <Link href="/blog">← {BACK_TO_BLOG_TEXT}</Link>
      </Back>
    </Article>
  );
}
