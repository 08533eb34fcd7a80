import { NextResponse } from 'next/server';

/**
 * Paths the spec writes with capitals, served by the lower-case page (one
 * page, one file: two folders differing only in case break case-insensitive
 * file systems and TypeScript's file-name checks).
 */
const ALIASES: Record<string, string> = {
  '/Contact-us': '/contact-us',
  '/Login': '/login',
  '/signup': '/Signup',
};

/**
 * Pages have one URL, without a trailing slash: /about-us/ answers 308 to
 * /about-us. The API is left alone because the backend contract's paths end
 * in a slash (next.config.mjs skips Next's own trailing-slash redirect).
 */
export function proxy(request: Request): Response | undefined {
  const url = new URL(request.url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    // Collapse leading slashes too, so '//host/' can never become an off-site redirect.
    const pathname = url.pathname.replace(/\/+$/, '').replace(/^\/+/, '/') || '/';
    return Response.redirect(new URL(pathname + url.search, url.origin), 308);
  }
  const alias = ALIASES[url.pathname];
  if (alias) return NextResponse.rewrite(new URL(alias + url.search, url.origin));
  return undefined;
}

export const config = {
  matcher: ['/((?!api/|_next/|media/).*)'],
};
