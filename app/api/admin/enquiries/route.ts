import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { listEnquiries } from '@/lib/server/services/messages/enquiries';

export const GET = createRouteHandler(adminEndpoints.listEnquiries, listEnquiries);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
