import { catalogueEndpoints } from '@/lib/contract/catalogue';
import { getProductDetail } from '@/lib/server/services/catalogue';
import { createRouteHandler } from '@/lib/server/http/route';

export const GET = createRouteHandler(catalogueEndpoints.getProductDetail, getProductDetail);
