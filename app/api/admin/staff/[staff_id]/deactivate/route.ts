import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { deactivateStaff } from '@/lib/server/services/staff/staff';

export const POST = createRouteHandler(adminEndpoints.deactivateStaff, deactivateStaff);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
