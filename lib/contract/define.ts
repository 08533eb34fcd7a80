import type { z } from 'zod';

/**
 * One call of the backend contract: method, exact path (trailing slashes as
 * the spec writes them), input (query for GET, JSON body for POST) and response.
 */
export interface EndpointDefinition<Input extends z.ZodType = z.ZodType, Response extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  input: Input;
  response: Response;
  /** HTTP status of a successful answer. */
  successStatus?: number;
}

export function endpoint<Input extends z.ZodType, Response extends z.ZodType>(
  definition: EndpointDefinition<Input, Response>,
): EndpointDefinition<Input, Response> {
  return definition;
}
