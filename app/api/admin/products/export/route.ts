import { adminEndpoints } from '@/lib/contract/admin';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';
import { exportProducts } from '@/lib/server/services/catalogue/product-export';

export const GET = createFileRouteHandler(adminEndpoints.exportProducts, exportProducts);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
