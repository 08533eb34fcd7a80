import { NotFoundMessage } from '@/components/content/not-found-message';
import { BACK_TO_BLOG_TEXT } from './blog-article';
import { BLOG_NOT_FOUND } from './blog-messages';

/** 'Blog not found' (spec section 8): an unknown, non-numeric or failed post, answered with HTTP 404. */
export function BlogNotFound() {
  return (
    <NotFoundMessage
      title={BLOG_NOT_FOUND}
      text="This story may have been moved or taken down. Our other stories are still here."
      linkHref="/blog"
      linkText={BACK_TO_BLOG_TEXT}
    />
  );
}
