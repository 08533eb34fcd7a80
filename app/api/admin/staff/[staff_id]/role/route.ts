import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { changeStaffRole } from '@/lib/server/services/staff/staff';

export const POST = createRouteHandler(adminEndpoints.changeStaffRole, changeStaffRole);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
