import { systemEndpoints } from '@/lib/contract/system';
import { getOpenApiDocument } from '@/lib/contract/openapi';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

const handleGetOpenApiDocument = createRouteHandler(systemEndpoints.getOpenApiDocument, getOpenApiDocument);

/** The document is the same for everyone and changes only with a deploy: any cache may keep it. */
export async function GET(request: Request): Promise<Response> {
  const response = await handleGetOpenApiDocument(request);
  if (response.ok) response.headers.set('cache-control', 'public, max-age=300, s-maxage=3600');
  return response;
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
