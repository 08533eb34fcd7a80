import 'server-only';

/**
 * Failures that say the database cannot serve right now (unreachable, shut
 * down, out of space, busy past its timeout, read-only), as opposed to a bug in a query:
 * the API answers them 503 (try again) instead of 500. The one list for
 * both drivers; extended codes count with their primary code.
 */
const SQLITE_UNAVAILABLE = ['SQLITE_BUSY', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_FULL'];

/**
 * PostgreSQL SQLSTATE classes and codes: 08 connection exception, 53
 * insufficient resources (disk full, out of memory, too many connections),
 * 57P01-57P03 the server shutting down or starting, 25006 a read-only
 * transaction (a primary that failed over to a replica).
 */
const POSTGRES_UNAVAILABLE_CLASSES = ['08', '53'];
const POSTGRES_UNAVAILABLE_CODES = ['57P01', '57P02', '57P03', '25006'];

/** Socket errors of the pg driver when the server cannot be reached. */
const NETWORK_UNAVAILABLE = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
];

function codeOf(error: object): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function isUnavailableCode(code: string): boolean {
  if (SQLITE_UNAVAILABLE.some((primary) => code === primary || code.startsWith(`${primary}_`))) return true;
  if (NETWORK_UNAVAILABLE.includes(code) || POSTGRES_UNAVAILABLE_CODES.includes(code)) return true;
  return /^[0-9A-Z]{5}$/.test(code) && POSTGRES_UNAVAILABLE_CLASSES.includes(code.slice(0, 2));
}

/** Whether `error` (or its cause, or one of an AggregateError's errors) says the database is unavailable. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = codeOf(error);
  if (code !== undefined && isUnavailableCode(code)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1)))
    return true;
  return 'cause' in error && isDatabaseUnavailableError(error.cause, depth + 1);
}
