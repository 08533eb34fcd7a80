import { BlogNotFound } from '@/components/blog/blog-not-found';

// Catches the notFound() of app/blog/[id]/layout.tsx, which decides before the loading boundary.
export default function BlogNotFoundPage() {
  return <BlogNotFound />;
}
