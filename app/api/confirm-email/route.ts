import { sessionEndpoints } from '@/lib/contract/session';
import { confirmEmail } from '@/lib/server/services/accounts/account';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.confirmEmail, confirmEmail);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
