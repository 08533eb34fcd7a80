import type { z } from 'zod';
import type { EndpointDefinition } from '../../contract';

/** What a handler knows of the request besides its parsed input. */
export interface RequestContext {
  /** From `Authorization: Token {token}`, or null. */
  token: string | null;
  clientAddress: string;
  /** The request's headers (a CDN's country header, say); none for in-process calls. */
  headers?: Headers;
}

/**
 * The service function answering one contract endpoint: it takes the input as
 * the endpoint's schema parses it and answers what its response schema allows.
 * A service that needs neither input nor context simply declares fewer parameters.
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  input: z.output<E['input']>,
  context: RequestContext,
) => Promise<z.output<E['response']>>;

/** The service functions answering a group of contract endpoints. */
export type HandlersFor<E extends Record<string, EndpointDefinition>> = {
  [N in keyof E]: EndpointHandler<E[N]>;
};
