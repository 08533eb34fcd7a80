import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { addGstRate, listGstRates } from '@/lib/server/services/tax/gst-rates';

export const GET = createRouteHandler(adminEndpoints.listGstRates, listGstRates);
export const POST = createRouteHandler(adminEndpoints.addGstRate, addGstRate);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
