import { createRouteHandler } from '@/lib/server/http/route';

export const POST = createRouteHandler('verifyPayment');
