import 'server-only';

/** One structured line per event, so logs can be searched by field. */
export function logError(message: string, error: unknown, context: Record<string, unknown> = {}): void {
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), message, ...context, ...detail }));
}

export function logInfo(message: string, context: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), message, ...context }));
}

/**
 * Why the process cannot go on, for the person who started it: plain text on
 * stderr, with no stack trace (the message itself says what to fix).
 */
export function logFatal(message: string): void {
  process.stderr.write(`${message}\n`);
}
