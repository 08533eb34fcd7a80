import { cartEndpoints } from '@/lib/contract/cart';
import { getCartItems } from '@/lib/server/services/cart';
import { createRouteHandler } from '@/lib/server/http/route';

export const GET = createRouteHandler(cartEndpoints.getCartItems, getCartItems);
