import { z } from 'zod';

/**
 * The one error model shared by the backend and the typed client.
 * Every error answer of the API has the body `apiErrorBody`.
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
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const apiErrorBody = z.object({
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** The request field the error is about, when there is one. */
  field: z.string().optional(),
  /** Every field problem, when validation found several. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;
  readonly errors?: { field: string; message: string }[];

  constructor(code: ErrorCode, message: string, options: { field?: string; errors?: { field: string; message: string }[]; status?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = options.status ?? errorCodes[code];
    this.field = options.field;
    this.errors = options.errors;
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

export function notFoundError(what: string): ApiError {
  return new ApiError('not_found', `${what} not found`);
}

export function invalidFieldError(field: string, message: string): ApiError {
  return new ApiError('invalid_request', `${field}: ${message}`, { field, errors: [{ field, message }] });
}

/** Turns a zod failure into the 400 answer, naming every field. */
export function validationError(error: z.ZodError): ApiError {
  const errors = error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
  const first = errors[0] ?? { field: 'body', message: 'is invalid' };
  return new ApiError('invalid_request', `${first.field}: ${first.message}`, { field: first.field, errors });
}
