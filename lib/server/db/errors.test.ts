import { isDatabaseUnavailableError } from './errors';

describe('isDatabaseUnavailableError', () => {
  function withCode(code: string): Error {
    return Object.assign(new Error(code), { code });
  }

  // Real failures of both drivers are raised in app/api/http-errors.test.ts; these are the codes they may carry.
  it('knows the SQLite failures of a database that cannot serve, extended codes included', () => {
    for (const code of [
      'SQLITE_BUSY',
      'SQLITE_READONLY',
      'SQLITE_READONLY_DBMOVED',
      'SQLITE_IOERR_WRITE',
      'SQLITE_CANTOPEN',
      'SQLITE_FULL',
    ]) {
      expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
    }
  });

  it('knows the PostgreSQL and network failures, also inside a cause or an AggregateError', () => {
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '53100', '53300', '25006']) {
      expect(isDatabaseUnavailableError(withCode(code))).toBe(true);
    }
    expect(isDatabaseUnavailableError(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
    expect(isDatabaseUnavailableError(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('leaves query bugs and constraint failures to the generic 500 or their own answer', () => {
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', '23505', '42P01', '42703', '40001']) {
      expect(isDatabaseUnavailableError(withCode(code))).toBe(false);
    }
    expect(isDatabaseUnavailableError(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
  });
});
