/**
 * Next runs register() once when a server process starts, before it answers
 * any request: the place to validate every setting once (house style 7), and
 * to mount the payment sandbox for shopFetch, so the shop's first provider
 * call to SITE_URL/sandbox/... is answered in-process before anyone has
 * requested a /sandbox page (it still answers 404 wherever the sandbox may
 * not run). It also starts the outbox worker that delivers owed messages.
 */
export async function register(): Promise<void> {
  // Both modules read Node's process and are not needed by other runtimes.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { validateConfigOrExit } = await import('./lib/server/config');
  validateConfigOrExit();
  const { getSandbox } = await import('./lib/payment-sandbox');
  getSandbox();
  await startOutboxWorkerOnce();
}

/** The outbox worker (issue 14): delivers the messages orders owe, once per server process, unless OUTBOX_WORKER=off. */
async function startOutboxWorkerOnce(): Promise<void> {
  const { getConfig } = await import('./lib/server/config');
  if (getConfig().OUTBOX_WORKER === 'off') return;
  const { startOutboxWorker } = await import('./lib/server/services/messages/outbox');
  startOutboxWorker();
}
