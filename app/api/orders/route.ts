import { createRouteHandler } from '@/lib/server/http/route';

export const GET = createRouteHandler('listOrders');
