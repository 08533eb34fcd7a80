import { sessionEndpoints } from '@/lib/contract/session';
import { getAccount } from '@/lib/server/services/accounts/account';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(sessionEndpoints.getAccount, getAccount);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
