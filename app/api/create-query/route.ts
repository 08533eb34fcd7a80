import { contactEndpoints } from '@/lib/contract/contact';
import { createQuery } from '@/lib/server/services/messages/contact';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(contactEndpoints.createQuery, createQuery);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
