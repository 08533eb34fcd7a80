import Link from '@/components/ui/link';
import type { BlogPost } from '@/lib/contract';
import { site } from '@/lib/site';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { ShareButton } from '@/components/share/share-button';
import { ActionLink } from '@/components/content/action-link';
import { Prose } from '@/components/content/prose';
import { BlogDate } from './blog-date';
import { BlogFeatures } from './blog-features';
import { BlogImage } from './blog-image';
import styles from './blog-article.module.css';

export const SHOP_NOW_TEXT = 'Shop Now';
export const BACK_TO_BLOG_TEXT = 'Back to Blog';

export interface BlogArticleProps {
  post: BlogPost;
  /** The post body, already sanitised on the server (lib/sanitize-html). */
  safeHtml: string;
  siteUrl: string;
}

/** A blog post: title, date, picture, the body, the fixed features and quote, and Shop Now. */
export function BlogArticle({ post, safeHtml, siteUrl }: BlogArticleProps) {
  return (
    <article className={styles.article} aria-labelledby="blog-title">
      <Breadcrumbs
        siteUrl={siteUrl}
        items={[
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: `/blog/${post.id}` },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title} id="blog-title">
          {post.title}
        </h1>
        <p className={styles.byline}>
          <BlogDate date={post.date} /> · By {site.name}
        </p>
        <ShareButton
          className={styles.share}
          url={`${siteUrl}/blog/${post.id}`}
          title={post.title}
          campaign="blog"
          image={post.image ? new URL(post.image, `${siteUrl}/`).href : undefined}
        />
      </header>
      <div className={styles.picture}>
        <BlogImage
          src={post.image}
          alt={post.image_alt || post.title}
          sizes="(min-width: 860px) 860px, 100vw"
          priority
        />
      </div>
      <Prose className={styles.body} dangerouslySetInnerHTML={{ __html: safeHtml }} />
      {post.product_link ? (
        <div className={styles.shopNow}>
          <p>Love what you read? The piece from this story is in our shop.</p>
          <ActionLink
            className={styles.shopNowLink}
            href={post.product_link}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby="shop-now-new-tab"
          >
            {SHOP_NOW_TEXT}
            <span aria-hidden="true">↗</span>
          </ActionLink>
          <span id="shop-now-new-tab" className="visually-hidden">
            Opens in a new tab
          </span>
        </div>
      ) : null}
      <BlogFeatures />
      <p className={styles.back}>
        <Link href="/blog">← {BACK_TO_BLOG_TEXT}</Link>
      </p>
    </article>
  );
}
