'use client';
import { useState, type ReactNode } from 'react';
import { useServerInsertedHTML } from 'next/navigation';
import type * as StyledComponents from 'styled-components';

/*
 * Required on the server only: Next replaces `typeof window` with its value in each build, so the
 * browser's bundle of this module carries no styled-components. The browser needs the runtime only
 * where a client component that the page loads is styled with it (the cart, checkout, account and
 * back-office screens), and then loads it with that page. docs/decisions/031.
 */
const serverStyles =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put the runtime in every page's first load
      (require('styled-components') as typeof StyledComponents)
    : null;

/** Collects the styles of client components during server rendering and puts them in the HTML. */
export function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  if (!serverStyles) return <>{children}</>;
  return <ServerStyleRegistry styles={serverStyles}>{children}</ServerStyleRegistry>;
}

function ServerStyleRegistry({ styles, children }: { styles: typeof StyledComponents; children: ReactNode }) {
  const [sheet] = useState(() => new styles.ServerStyleSheet());
  useServerInsertedHTML(() => {
    const elements = sheet.getStyleElement();
    sheet.instance.clearTag();
    return <>{elements}</>;
  });
  return <styles.StyleSheetManager sheet={sheet.instance}>{children}</styles.StyleSheetManager>;
}
