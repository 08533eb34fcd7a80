'use client';
import { ErrorMessage } from '@/components/content/error-message';

/**
 * A page that failed to render, inside the shop's layout (header and footer
 * stay). React already reports the error to the console and the server logs
 * it with its digest, so nothing is logged again here.
 */
export default function ErrorPage({ retry }: { error: unknown; retry: () => void }) {
  return <ErrorMessage onRetry={retry} />;
}
