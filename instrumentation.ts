/**
 * Next runs register() once when a server process starts, before it answers
 * any request: the place to validate every setting once (house style 7), and
 * to mount the payment sandbox for shopFetch, so the shop's first provider
 * call to SITE_URL/sandbox/... is answered in-process before anyone has
 * requested a /sandbox page (it still answers 404 wherever the sandbox may
 * not run).
 */
export async function register(): Promise<void> {
  // Both modules read Node's process and are not needed by other runtimes.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { validateConfigOrExit } = await import('./lib/server/config');
  validateConfigOrExit();
  const { getSandbox } = await import('./lib/payment-sandbox');
  getSandbox();
}
