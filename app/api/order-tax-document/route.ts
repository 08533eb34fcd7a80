import { orderFileEndpoints } from '@/lib/contract/orders';
import { getOrderTaxDocument } from '@/lib/server/services/orders/order-detail';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createFileRouteHandler(orderFileEndpoints.getOrderTaxDocument, getOrderTaxDocument);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
