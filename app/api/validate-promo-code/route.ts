import { promoEndpoints } from '@/lib/contract/promo';
import { validatePromoCode } from '@/lib/server/services/promo';
import { createRouteHandler } from '@/lib/server/http/route';

export const POST = createRouteHandler(promoEndpoints.validatePromoCode, validatePromoCode);
