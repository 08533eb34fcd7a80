import { wishlistEndpoints } from '@/lib/contract/wishlist';
import { addToWishlist } from '@/lib/server/services/catalogue/wishlist';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const POST = createRouteHandler(wishlistEndpoints.addToWishlist, addToWishlist);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
