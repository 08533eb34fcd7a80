import { sessionEndpoints } from '@/lib/contract/session';
import { resendEmailConfirmation } from '@/lib/server/services/accounts/account';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.resendEmailConfirmation, resendEmailConfirmation);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
