import { cartEndpoints } from '@/lib/contract/cart';
import { getCartItems } from '@/lib/server/services/cart/cart';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(cartEndpoints.getCartItems, getCartItems);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
