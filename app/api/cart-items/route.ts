import { cartEndpoints } from '@/lib/contract/cart';
import { addCartItem } from '@/lib/server/services/cart/cart';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(cartEndpoints.addCartItem, addCartItem);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
