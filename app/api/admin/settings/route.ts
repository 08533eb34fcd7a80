import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getSettings, updateSettings } from '@/lib/server/services/staff/settings';

export const GET = createRouteHandler(adminEndpoints.getSettings, getSettings);
export const POST = createRouteHandler(adminEndpoints.updateSettings, updateSettings);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
