import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { addStaff, listStaff } from '@/lib/server/services/staff/staff';

export const GET = createRouteHandler(adminEndpoints.listStaff, listStaff);
export const POST = createRouteHandler(adminEndpoints.addStaff, addStaff);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
