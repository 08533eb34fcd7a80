import { sessionEndpoints } from '@/lib/contract/session';
import { login } from '@/lib/server/services/auth';
import { createRouteHandler } from '@/lib/server/http/route';

export const POST = createRouteHandler(sessionEndpoints.login, login);
