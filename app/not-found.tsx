import type { Metadata } from 'next';
import { NotFoundMessage, NOT_FOUND_TITLE } from '@/components/content/not-found-message';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: NOT_FOUND_TITLE,
  // No robots entry: Next already marks every 404 answer noindex, and a second tag would repeat it.
};

export default function NotFound() {
  return <NotFoundMessage />;
}
