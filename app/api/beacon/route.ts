import { systemEndpoints } from '@/lib/contract/system';
import { recordBeacon } from '@/lib/server/services/analytics/analytics';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(systemEndpoints.sendBeacon, recordBeacon);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
