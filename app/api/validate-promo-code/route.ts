import { promoEndpoints } from '@/lib/contract/promo';
import { validatePromoCode } from '@/lib/server/services/cart/promo';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(promoEndpoints.validatePromoCode, validatePromoCode);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
