/**
 * Next runs register() once when a server process starts, before it answers
 * any request: the place to validate every setting once (house style 7).
 */
export async function register(): Promise<void> {
  // The configuration module reads Node's process and is not needed by other runtimes.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateConfigOrExit } = await import('./lib/server/config');
    validateConfigOrExit();
  }
}
