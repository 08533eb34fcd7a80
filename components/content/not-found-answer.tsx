import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { NotFoundMessage, NOT_FOUND_TITLE } from './not-found-message';

/** Throws Next's 404 marker; only ever rendered inside the Suspense boundary below. */
async function RespondNotFound(): Promise<never> {
  await Promise.resolve();
  notFound();
}

/**
 * A missing product, category or post, answered 404 with the not-found content
 * in the HTML itself (docs/decisions/017). notFound() thrown by a page or its
 * metadata makes Next 16 send an empty error shell whose content only a script
 * draws (vercel/next.js#62228): a blank page for crawlers and browsers without
 * JavaScript. Here the page renders the message itself, and notFound() is thrown
 * inside a Suspense boundary: Next then sets the 404 status and keeps the
 * content rendered outside the boundary; with JavaScript the segment's
 * not-found.tsx takes over with the same content.
 */
export function NotFoundAnswer({ children = <NotFoundMessage /> }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <RespondNotFound />
      </Suspense>
    </>
  );
}

/** The metadata of a missing page (generateMetadata must not throw notFound(): that is the blank shell again). */
export const NOT_FOUND_METADATA: Metadata = {
  title: 'Page Not Found',
  description: NOT_FOUND_TITLE,
  robots: { index: false, follow: true },
};
