import { systemEndpoints } from '@/lib/contract/system';
import { checkReadiness } from '@/lib/server/services/platform/readiness';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

const handleGetReadiness = createRouteHandler(systemEndpoints.getReadiness, checkReadiness);

/**
 * Readiness for load balancers: 200 while the database takes a write, 503
 * otherwise. Liveness (/api/health/) stays 200 meanwhile, so the process is
 * not restarted for a database outage. A probe's answer is never cached.
 */
export async function GET(request: Request): Promise<Response> {
  const response = await handleGetReadiness(request);
  response.headers.set('cache-control', 'no-store');
  return response;
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
