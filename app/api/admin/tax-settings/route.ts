import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getTaxSettings, updateTaxSettings } from '@/lib/server/services/tax/tax-settings';

export const GET = createRouteHandler(adminEndpoints.getTaxSettings, getTaxSettings);
export const POST = createRouteHandler(adminEndpoints.updateTaxSettings, updateTaxSettings);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
