/**
 * Liveness for load balancers and uptime checks: answers 200 while the
 * process serves requests. It touches nothing else, so the benchmark also
 * uses it as the floor of a Next.js route handler on this machine.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
