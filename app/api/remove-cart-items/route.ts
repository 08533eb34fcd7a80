import { cartEndpoints } from '@/lib/contract/cart';
import { removeCartItem } from '@/lib/server/services/cart';
import { createRouteHandler } from '@/lib/server/http/route';

export const POST = createRouteHandler(cartEndpoints.removeCartItem, removeCartItem);
