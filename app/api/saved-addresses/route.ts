import { ordersEndpoints } from '@/lib/contract/orders';
import { listSavedAddresses } from '@/lib/server/services/accounts/saved-addresses';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

// The customer's own delivery addresses, read from the session: the query is empty.
export const GET = createRouteHandler(ordersEndpoints.listSavedAddresses, listSavedAddresses);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
