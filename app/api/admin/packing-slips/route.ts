import { adminEndpoints } from '@/lib/contract/admin';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getPackingSlips } from '@/lib/server/services/fulfilment/packing-slips';

export const GET = createFileRouteHandler(adminEndpoints.getPackingSlips, getPackingSlips);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
