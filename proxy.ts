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
  return undefined;
}

export const config = {
  matcher: ['/((?!api/|_next/|media/).*)'],
};
