import Link from '@/components/ui/link';
import type { BlogPost } from '@/lib/contract';
import { ActionLink } from '@/components/content/action-link';
import { BlogDate } from './blog-date';
import { BlogImage } from './blog-image';
import styles from './blog-card.module.css';

export const READ_MORE_TEXT = 'Read More';
export const BUY_TEXT = 'Buy';

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
    <article className={styles.card} aria-labelledby={titleId}>
      <Link href={href} tabIndex={-1} aria-hidden="true">
        <div className={styles.picture}>
          <BlogImage
            src={post.image}
            alt={post.title}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            priority={priority}
          />
        </div>
      </Link>
      <div className={styles.body}>
        <BlogDate className={styles.meta} date={post.date} />
        <h2 className={styles.title} id={titleId}>
          <Link href={href}>{post.title}</Link>
        </h2>
        {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
        <div className={styles.actions}>
          <ActionLink href={href} $small aria-describedby={titleId}>
            {READ_MORE_TEXT}
          </ActionLink>
          {post.product_link ? (
            <ActionLink href={post.product_link} $small $variant="secondary" aria-describedby={titleId}>
              {BUY_TEXT}
            </ActionLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}
