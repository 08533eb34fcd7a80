import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getImportJob } from '@/lib/server/services/catalogue/product-import';

export const GET = createRouteHandler(adminEndpoints.getImportJob, getImportJob);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
