import { adminEndpoints } from '@/lib/contract/admin';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getPackingSlip } from '@/lib/server/services/fulfilment/packing-slips';

export const GET = createFileRouteHandler(adminEndpoints.getPackingSlip, getPackingSlip);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
