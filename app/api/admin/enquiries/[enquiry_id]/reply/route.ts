import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { replyToEnquiry } from '@/lib/server/services/messages/enquiries';

export const POST = createRouteHandler(adminEndpoints.replyToEnquiry, replyToEnquiry);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
