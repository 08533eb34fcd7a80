import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, markAnswerOfNoCall, otherMethods } from '@/lib/server/http/route';
import { getSettings, updateSettings } from '@/lib/server/services/staff/settings';

export const GET = createRouteHandler(adminEndpoints.getSettings, getSettings);
export const POST = createRouteHandler(adminEndpoints.updateSettings, updateSettings);

export const { PUT, PATCH, DELETE } = otherMethods('GET');
export const OPTIONS = markAnswerOfNoCall(
  async () =>
    new Response(null, { status: 204, headers: { allow: 'GET, HEAD, POST, OPTIONS', 'cache-control': 'no-store' } }),
);
