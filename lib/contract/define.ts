import './zod-browser-config';
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

/**
 * Defines one call. Its `auth` marker keeps its literal type, so the route
 * helper and the handler map hand the service the context the marker promises
 * (`context.user` for 'token' and 'optional').
 */
export function endpoint<
  Input extends z.ZodType,
  Response extends z.ZodType,
  Auth extends RouteDefinition['auth'] = undefined,
>(
  definition: EndpointDefinition<Input, Response> & { auth?: Auth },
): EndpointDefinition<Input, Response> & (Auth extends 'token' | 'optional' ? { auth: Auth } : unknown) {
  return definition as EndpointDefinition<Input, Response> &
    (Auth extends 'token' | 'optional' ? { auth: Auth } : unknown);
}
