import 'server-only';
import { headers } from 'next/headers';
import { callAdminHandler, staffCookieOf } from '../server/admin-handlers';
import { getConfig } from '../server/config';
import { clientAddressOf } from '../server/http/client-address';
import { createAdminApiClient, createAdminHttpTransport, type AdminApiClient } from './admin-client';

/**
 * The back office's typed client for server components, for this request:
 * its staff cookie goes with every call. HTTP to BACKEND_URL when set,
 * in-process otherwise (the same parsing and staff checks as the route
 * handlers; nothing is cached).
 */
export async function getAdminServerApi(): Promise<AdminApiClient> {
  const incoming = await headers();
  const cookie = staffCookieOf(incoming.get('cookie'));
  const { BACKEND_URL, TRUST_PROXY } = getConfig();
  if (BACKEND_URL) return createAdminApiClient(createAdminHttpTransport(BACKEND_URL, { cookie }));
  const context = {
    token: null,
    clientAddress: clientAddressOf(incoming, TRUST_PROXY),
    headers: new Headers(cookie ? { cookie } : {}),
  };
  return createAdminApiClient({ call: (name, input) => callAdminHandler(name, input, context) as never });
}
