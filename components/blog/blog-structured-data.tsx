import { ArticleJsonLd } from 'next-seo';
import type { BlogPost } from '@/lib/contract';
import { htmlToExcerpt } from '@/lib/sanitize-html';
import { site } from '@/lib/site';
import { LOGO_PATH } from '@/lib/structured-data';

/** Article JSON-LD for a blog post, published by the shop with its logo (Google's Article publisher). */
export function BlogStructuredData({ post, siteUrl }: { post: BlogPost; siteUrl: string }) {
  const absolute = (path: string) => (/^https?:\/\//i.test(path) ? path : `${siteUrl}${path}`);
  const url = absolute(`/blog/${post.id}`);
  const shop = { '@type': 'Organization', name: site.name, url: siteUrl } as const;
  return (
    <ArticleJsonLd
      headline={post.title}
      description={htmlToExcerpt(post.description, 155)}
      url={url}
      mainEntityOfPage={url}
      image={absolute(post.image)}
      datePublished={post.date}
      author={shop}
      // An ImageObject with its url, as Google's Article publisher reads it (a bare URL failed structured-data-testing-tool).
      publisher={{ ...shop, logo: { '@type': 'ImageObject', url: absolute(LOGO_PATH) } }}
    />
  );
}
