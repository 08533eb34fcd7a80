import { sessionEndpoints } from '@/lib/contract/session';
import { logout } from '@/lib/server/services/accounts/auth';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.logout, logout);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
