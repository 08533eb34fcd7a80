/**
 * Runs once when the server starts. The payment sandbox is mounted for
 * shopFetch now, so the shop's first provider call to SITE_URL/sandbox/...
 * is answered in-process, before anyone has requested a /sandbox page (it
 * still answers 404 wherever the sandbox may not run).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getSandbox } = await import('./lib/payment-sandbox');
  getSandbox();
}
