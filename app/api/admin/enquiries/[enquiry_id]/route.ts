import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { getEnquiry } from '@/lib/server/services/messages/enquiries';

export const GET = createRouteHandler(adminEndpoints.getEnquiry, getEnquiry);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
