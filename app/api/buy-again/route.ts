import { buyAgainEndpoints } from '@/lib/contract/buy-again';
import { buyAgain } from '@/lib/server/services/orders/buy-again';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(buyAgainEndpoints.buyAgain, buyAgain);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
