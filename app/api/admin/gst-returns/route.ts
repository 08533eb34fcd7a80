import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getGstReturn } from '@/lib/server/services/tax/gst-returns';

export const GET = createRouteHandler(adminEndpoints.getGstReturn, getGstReturn);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
