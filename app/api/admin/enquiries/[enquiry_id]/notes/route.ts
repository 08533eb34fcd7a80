import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { addEnquiryNote } from '@/lib/server/services/messages/enquiries';

export const POST = createRouteHandler(adminEndpoints.addEnquiryNote, addEnquiryNote);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
