import { cartEndpoints } from '@/lib/contract/cart';
import { removeCartItem } from '@/lib/server/services/cart/cart';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(cartEndpoints.removeCartItem, removeCartItem);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
