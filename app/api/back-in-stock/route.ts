import { backInStockEndpoints } from '@/lib/contract/back-in-stock';
import { requestBackInStock } from '@/lib/server/services/catalogue/back-in-stock';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(backInStockEndpoints.requestBackInStock, requestBackInStock);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
