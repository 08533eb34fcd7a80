import { BlogNotFound } from '@/components/blog/blog-not-found';

export default function BlogPostNotFound() {
  return <BlogNotFound />;
}
