import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { adminVerifyLogin } from '@/lib/server/services/staff/staff-auth';

export const POST = createRouteHandler(adminEndpoints.adminVerifyLogin, adminVerifyLogin);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
