import type { HealthResponse } from '@/lib/contract/system';
import { otherMethods } from '@/lib/server/http/route';

/**
 * Liveness for load balancers and uptime checks: answers 200 while the
 * process serves requests. It touches nothing else, so the benchmark also
 * uses it as the floor of a Next.js route handler on this machine; that is
 * why it does not go through createRouteHandler, and takes only the type of
 * its answer from the contract (systemEndpoints.getHealth).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const body: HealthResponse = { status: 'ok' };
  return Response.json(body, { headers: { 'cache-control': 'no-store' } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
