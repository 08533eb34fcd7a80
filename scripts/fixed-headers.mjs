/**
 * Security headers that never change, on every answer (pages, API, build files, /media): Next
 * adds them from next.config.mjs, and the production server (scripts/serve.mjs) to the build files
 * it serves itself (scripts/compression.mjs). The ones that depend on the settings (the pages'
 * Content Security Policy and Permissions Policy, HSTS) are added at run time by proxy.ts from
 * lib/server/security-headers.ts; docs/decisions/012. Names are lower case so the proxy's page
 * policy replaces the API one in next.config.mjs.
 */
export const FIXED_SECURITY_HEADERS = [
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  // PayPal's checkout opens a popup that reports back to its opener.
  { key: 'cross-origin-opener-policy', value: 'same-origin-allow-popups' },
];
