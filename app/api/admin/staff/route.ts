import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, markAnswerOfNoCall, otherMethods } from '@/lib/server/http/route';
import { addStaff, listStaff } from '@/lib/server/services/staff/staff';

export const GET = createRouteHandler(adminEndpoints.listStaff, listStaff);
export const POST = createRouteHandler(adminEndpoints.addStaff, addStaff);

export const { PUT, PATCH, DELETE } = otherMethods('GET');
export const OPTIONS = markAnswerOfNoCall(
  async () =>
    new Response(null, { status: 204, headers: { allow: 'GET, HEAD, POST, OPTIONS', 'cache-control': 'no-store' } }),
);
