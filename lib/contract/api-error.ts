/**
 * The one error model shared by the backend and the typed client. Every error
 * answer of the API has the body `ApiErrorBody`. No zod here: client
 * components import this, and the browser should not load zod to read an error.
 * errors.ts re-exports all of it next to the zod schema of the body.
 */
export const errorCodes = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal_error: 500,
  bad_gateway: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** The request field the error is about, when there is one. */
  field?: string;
  /** Every field problem, when validation found several. */
  errors?: FieldError[];
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;
  readonly errors?: FieldError[];
  /**
   * Whether `message` is written for the shopper and may be shown as it is.
   * A 4xx answer of our API says what the shopper can fix; a 5xx, a network
   * failure or an answer outside the error shape carries wording for
   * developers, and the page shows its own text instead.
   */
  readonly forShopper: boolean;
  /** When to ask again (a 429 or 503): sent as the Retry-After header, not in the body. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      field?: string;
      errors?: FieldError[];
      status?: number;
      forShopper?: boolean;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? errorCodes[code];
    this.field = options.field;
    this.errors = options.errors;
    this.forShopper = options.forShopper ?? (this.status >= 400 && this.status < 500);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.field ? { field: this.field } : {}),
      ...(this.errors && this.errors.length > 0 ? { errors: this.errors } : {}),
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error's message when it is meant for the shopper (`forShopper`), else null. */
export function shopperMessageOf(error: unknown): string | null {
  return isApiError(error) && error.forShopper && error.message ? error.message : null;
}

/** What a database outage answers (503): the request was fine, the shopper can only wait. */
/** The browser's calls could not reach the shop (the network, or a chunk of the client that did not load). */
export const SHOP_UNREACHABLE_MESSAGE = 'The shop could not be reached. Please check your connection and try again.';

export const SERVICE_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a minute.';

export function notFoundError(what: string): ApiError {
  return new ApiError('not_found', `${what} not found`);
}

export function invalidFieldError(field: string, message: string): ApiError {
  return new ApiError('invalid_request', `${field}: ${message}`, { field, errors: [{ field, message }] });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorCodes, value);
}

function readFieldError(value: unknown): FieldError | null {
  if (!isRecord(value) || typeof value.field !== 'string' || typeof value.message !== 'string') return null;
  return { field: value.field, message: value.message };
}

/**
 * Reads an error answer's body: the `ApiErrorBody` it holds, keeping only the
 * known keys, or null when it is not one. The same check as errors.ts's
 * `apiErrorBody` schema (api-error.test.ts holds them together), without zod.
 */
export function readApiErrorBody(payload: unknown): ApiErrorBody | null {
  if (!isRecord(payload) || !isErrorCode(payload.code) || typeof payload.message !== 'string') return null;
  const body: ApiErrorBody = { code: payload.code, message: payload.message };
  if (payload.field !== undefined) {
    if (typeof payload.field !== 'string') return null;
    body.field = payload.field;
  }
  if (payload.errors !== undefined) {
    if (!Array.isArray(payload.errors)) return null;
    const errors: FieldError[] = [];
    for (const item of payload.errors) {
      const fieldError = readFieldError(item);
      if (!fieldError) return null;
      errors.push(fieldError);
    }
    body.errors = errors;
  }
  return body;
}
