import type { z } from 'zod';
import type { EndpointDefinition } from '../../contract';
import type { UserRow } from './accounts/repositories/users';

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

/** A call marked `auth: 'token'`: the pipeline has resolved the signed-in customer (401 before the service otherwise). */
export interface ShopperRequestContext extends RequestContext {
  user: UserRow;
}

/** A call marked `auth: 'optional'` (the cart): the signed-in customer, or null for a guest. */
export interface GuestOrShopperRequestContext extends RequestContext {
  user: UserRow | null;
}

/** The context the request pipeline hands the service of endpoint E, as E's `staff` and `auth` markers promise. */
export type ContextFor<E extends EndpointDefinition> = E extends { staff: 'staff' | 'owner' }
  ? StaffRequestContext
  : E extends { auth: 'token' }
    ? ShopperRequestContext
    : E extends { auth: 'optional' }
      ? GuestOrShopperRequestContext
      : RequestContext;

/**
 * The service function answering one contract endpoint: it takes the input as
 * the endpoint's schema parses it and answers what its response schema allows.
 * A service that needs neither input nor context simply declares fewer parameters.
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  input: z.output<E['input']>,
  context: ContextFor<E>,
) => Promise<z.output<E['response']>>;

/** The service functions answering a group of contract endpoints. */
export type HandlersFor<E extends Record<string, EndpointDefinition>> = {
  [N in keyof E]: EndpointHandler<E[N]>;
};

/** What a service answering a file returns: the bytes and the name the browser saves them under. */
export interface FileAnswer {
  fileName: string;
  body: Buffer;
}

/** What a webhook processor answers once the event is handled (or was already). */
export interface WebhookReceipt {
  received: true;
  duplicate?: true;
}
