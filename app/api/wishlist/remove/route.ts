import { wishlistEndpoints } from '@/lib/contract/wishlist';
import { removeFromWishlist } from '@/lib/server/services/catalogue/wishlist';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(wishlistEndpoints.removeFromWishlist, removeFromWishlist);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
