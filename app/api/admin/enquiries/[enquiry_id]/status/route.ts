import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { changeEnquiryStatus } from '@/lib/server/services/messages/enquiries';

export const POST = createRouteHandler(adminEndpoints.changeEnquiryStatus, changeEnquiryStatus);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
