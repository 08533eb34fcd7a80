import { adminEndpoints } from '@/lib/contract/admin';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';
import { exportOrders } from '@/lib/server/services/analytics/admin-reports';

export const GET = createFileRouteHandler(adminEndpoints.exportOrders, exportOrders);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
