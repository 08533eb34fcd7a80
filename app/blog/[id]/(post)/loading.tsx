import { BlogLoading } from '@/components/blog/blog-loading';

export default function Loading() {
  return <BlogLoading />;
}
