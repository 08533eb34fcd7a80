import { orderFileEndpoints } from '@/lib/contract/orders';
import { getOrderInvoice } from '@/lib/server/services/orders/order-detail';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createFileRouteHandler(orderFileEndpoints.getOrderInvoice, getOrderInvoice);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
