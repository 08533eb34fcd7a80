import { adminEndpoints } from '@/lib/contract/admin';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getGstReturnCsv } from '@/lib/server/services/tax/gst-returns';

export const GET = createFileRouteHandler(adminEndpoints.getGstReturnCsv, getGstReturnCsv);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
