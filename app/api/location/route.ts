import { locationEndpoints } from '@/lib/contract/location';
import { getLocation } from '@/lib/server/services/catalogue/location';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

const handleGetLocation = createRouteHandler(locationEndpoints.getLocation, getLocation);

/** The answer is one shopper's country: no cache may keep it. */
export async function GET(request: Request): Promise<Response> {
  const response = await handleGetLocation(request);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
