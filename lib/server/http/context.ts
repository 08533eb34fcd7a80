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

/** The service functions answering a group of contract endpoints. */
export type HandlersFor<E extends Record<string, EndpointDefinition>> = {
  [N in keyof E]: (input: z.output<E[N]['input']>, context: RequestContext) => Promise<z.output<E[N]['response']>>;
};
