import { sessionEndpoints } from '@/lib/contract/session';
import { login } from '@/lib/server/services/accounts/auth';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.login, login);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
