import { wishlistEndpoints } from '@/lib/contract/wishlist';
import { mergeWishlist } from '@/lib/server/services/catalogue/wishlist';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(wishlistEndpoints.mergeWishlist, mergeWishlist);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
