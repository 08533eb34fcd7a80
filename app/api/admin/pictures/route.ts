import { adminEndpoints } from '@/lib/contract/admin';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';
import { uploadPicture } from '@/lib/server/services/media/pictures';

export const POST = createRouteHandler(adminEndpoints.uploadPicture, uploadPicture);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
