import './zod-browser-config';
import { z } from 'zod';
import { ApiError, errorCodes, type ApiErrorBody, type ErrorCode } from './api-error';

/**
 * The error model (api-error.ts, free of zod so client components can take it
 * from there) and what only the server needs: the zod schema of the error
 * body and the 400 answer built from a zod failure.
 */
export * from './api-error';

export const apiErrorBody = z.object({
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** The request field the error is about, when there is one. */
  field: z.string().optional(),
  /** Every field problem, when validation found several. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** Turns a zod failure into the 400 answer, naming every field. */
export function validationError(error: z.ZodError): ApiError {
  const errors = error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'body',
    message: issue.message,
  }));
  const first = errors[0] ?? { field: 'body', message: 'is invalid' };
  return new ApiError('invalid_request', `${first.field}: ${first.message}`, { field: first.field, errors });
}
