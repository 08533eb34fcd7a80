import type { z } from 'zod';
import type { EndpointDefinition } from '../../contract';

/**
 * Hands over work the answer need not wait for (sending a login code, say),
 * which catches its own failures. A request runs it after the answer is sent
 * (Next's after()); the promise settles once the work is handed over.
 */
export type DeferWork = (task: () => Promise<void>) => Promise<void>;

/** What a handler knows of the request besides its parsed input. */
export interface RequestContext {
  /** From `Authorization: Token {token}`, or null. */
  token: string | null;
  /** Who is asking, for the per-address limits (lib/server/http/client-address.ts). */
  clientAddress: string;
  /** The request's headers (a CDN's country header, say); none for in-process calls. */
  headers?: Headers;
  /** Where work goes that may run after the answer; without it (scripts, server rendering) the work is done before the call returns. */
  defer?: DeferWork;
  /** Set-Cookie values the answer carries (the staff session cookie); only route handlers read them. */
  responseCookies?: string[];
}

/** The staff member a back-office call acts for (lib/server/services/staff/staff-auth.ts). */
export interface ActingStaff {
  id: number;
  name: string;
  role: 'owner' | 'staff';
  country_code: string;
  mobile_number: string;
  session: { id: number; kind: 'cookie' | 'api'; expiresAt: string };
}

/** What a back-office service knows of its request: the acting member, signed in and of the role the call needs. */
export interface StaffRequestContext extends RequestContext {
  staff: ActingStaff;
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

/** The service function answering a back-office endpoint marked `staff: 'staff' | 'owner'`. */
export type StaffEndpointHandler<E extends EndpointDefinition> = (
  input: z.output<E['input']>,
  context: StaffRequestContext,
) => Promise<z.output<E['response']>>;

/** The service functions answering a group of contract endpoints. */
export type HandlersFor<E extends Record<string, EndpointDefinition>> = {
  [N in keyof E]: EndpointHandler<E[N]>;
};
