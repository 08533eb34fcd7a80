import { adminEndpoints } from '@/lib/contract/admin';
import { createFileRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getAdminOrderTaxDocument } from '@/lib/server/services/tax/tax-document-files';

export const GET = createFileRouteHandler(adminEndpoints.getAdminOrderTaxDocument, getAdminOrderTaxDocument);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
