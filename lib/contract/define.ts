import type { z } from 'zod';
import type { RouteDefinition } from './routes';

/**
 * One call of the backend contract: its route (method, exact path, success
 * status, from `routes`), input (query for GET, JSON body for POST) and response.
 */
export interface EndpointDefinition<
  Input extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> extends RouteDefinition {
  input: Input;
  response: Response;
}

export function endpoint<Input extends z.ZodType, Response extends z.ZodType>(
  definition: EndpointDefinition<Input, Response>,
): EndpointDefinition<Input, Response> {
  return definition;
}
