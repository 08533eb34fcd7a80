import { sessionEndpoints } from '@/lib/contract/session';
import { signup } from '@/lib/server/services/accounts/auth';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.signup, signup);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
