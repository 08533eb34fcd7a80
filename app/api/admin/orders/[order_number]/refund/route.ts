import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { refundOrder } from '@/lib/server/services/payments/admin-refunds';

export const POST = createRouteHandler(adminEndpoints.refundOrder, refundOrder);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
