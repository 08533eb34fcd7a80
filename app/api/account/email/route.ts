import { sessionEndpoints } from '@/lib/contract/session';
import { changeAccountEmail } from '@/lib/server/services/accounts/account';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.changeAccountEmail, changeAccountEmail);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
