import { sessionEndpoints } from '@/lib/contract/session';
import { changeAccountEmail } from '@/lib/server/services/account';
import { createRouteHandler } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.changeAccountEmail, changeAccountEmail);
