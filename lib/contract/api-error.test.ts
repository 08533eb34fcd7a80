import { ApiError, errorCodes, isApiError, readApiErrorBody, shopperMessageOf } from './api-error';
import { apiErrorBody } from './errors';

const payloads: [string, unknown][] = [
  ['a plain error', { code: 'not_found', message: 'Product not found' }],
  ['an error about a field', { code: 'invalid_request', message: 'size: is required', field: 'size' }],
  [
    'an error with every field problem',
    {
      code: 'invalid_request',
      message: 'a: x',
      field: 'a',
      errors: [
        { field: 'a', message: 'x' },
        { field: 'b', message: 'y' },
      ],
    },
  ],
  [
    'an error with unknown keys',
    { code: 'conflict', message: 'Taken', extra: 1, errors: [{ field: 'a', message: 'x', hint: 'h' }] },
  ],
  ['an explicitly undefined field', { code: 'unauthorized', message: 'Log in', field: undefined, errors: undefined }],
  ['an empty list of problems', { code: 'invalid_request', message: 'bad', errors: [] }],
  ['an unknown code', { code: 'teapot', message: 'I am a teapot' }],
  ['a code from Object.prototype', { code: 'toString', message: 'no' }],
  ['a missing message', { code: 'not_found' }],
  ['a message that is not text', { code: 'not_found', message: 404 }],
  ['a field that is not text', { code: 'invalid_request', message: 'bad', field: 3 }],
  ['a null field', { code: 'invalid_request', message: 'bad', field: null }],
  ['problems that are not a list', { code: 'invalid_request', message: 'bad', errors: { field: 'a', message: 'x' } }],
  ['a problem without a message', { code: 'invalid_request', message: 'bad', errors: [{ field: 'a' }] }],
  ['a problem that is not an object', { code: 'invalid_request', message: 'bad', errors: ['a: x'] }],
  ['null', null],
  ['text', 'Internal Server Error'],
  ['a list', [{ code: 'not_found', message: 'x' }]],
];

describe('readApiErrorBody', () => {
  it.each(payloads)('reads %s as the zod schema apiErrorBody does', (_label, payload) => {
    const parsed = apiErrorBody.safeParse(payload);
    expect(readApiErrorBody(payload)).toEqual(parsed.success ? parsed.data : null);
  });

  it('accepts every error code and keeps only the known keys', () => {
    for (const code of Object.keys(errorCodes)) {
      expect(readApiErrorBody({ code, message: 'm', other: true })).toStrictEqual({ code, message: 'm' });
    }
    expect(
      readApiErrorBody({ code: 'conflict', message: 'm', errors: [{ field: 'a', message: 'x', hint: 'h' }] }),
    ).toStrictEqual({
      code: 'conflict',
      message: 'm',
      errors: [{ field: 'a', message: 'x' }],
    });
  });

  it('reads back the body an ApiError answers with', () => {
    const error = new ApiError('invalid_request', 'size: is required', {
      field: 'size',
      errors: [{ field: 'size', message: 'is required' }],
    });
    expect(readApiErrorBody(JSON.parse(JSON.stringify(error.toBody())))).toEqual(error.toBody());
  });
});

describe('isApiError', () => {
  it('tells an ApiError from other errors', () => {
    expect(isApiError(new ApiError('not_found', 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ code: 'not_found', message: 'x' })).toBe(false);
  });
});

describe('forShopper', () => {
  it('is true for a 4xx error and false for a 5xx one unless the thrower says otherwise', () => {
    expect(new ApiError('conflict', 'Only 1 left.').forShopper).toBe(true);
    expect(new ApiError('internal_error', 'database down').forShopper).toBe(false);
    expect(new ApiError('internal_error', 'Down', { status: 429 }).forShopper).toBe(true);
    expect(new ApiError('not_found', 'The shop answered 404.', { forShopper: false }).forShopper).toBe(false);
  });

  it('gives the message to show only when the flag allows it', () => {
    expect(shopperMessageOf(new ApiError('conflict', 'Only 1 left.'))).toBe('Only 1 left.');
    expect(shopperMessageOf(new ApiError('bad_gateway', 'The shop answered 502.'))).toBeNull();
    expect(shopperMessageOf(new ApiError('invalid_request', 'x', { forShopper: false }))).toBeNull();
    expect(shopperMessageOf(new ApiError('conflict', ''))).toBeNull();
    expect(shopperMessageOf(new Error('Only 1 left.'))).toBeNull();
  });
});
