'use client';
import { ErrorMessage, ERROR_TITLE } from '@/components/content/error-message';
import { displayFont } from '@/styles/fonts';
import '@/styles/global.css';
import { site } from '@/lib/site';

/**
 * The root layout itself failed: this replaces it, so it brings its own
 * document, styles and font, and nothing of the layout (header, session,
 * footer) that may be what failed.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={displayFont.variable}>
      <body>
        <title>{`${ERROR_TITLE} | ${site.name}`}</title>
        <main id="main">
          <ErrorMessage onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
