import { cartEndpoints } from '@/lib/contract/cart';
import { updateCartItem } from '@/lib/server/services/cart/cart';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(cartEndpoints.updateCartItem, updateCartItem);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
