import { wishlistEndpoints } from '@/lib/contract/wishlist';
import { getWishlist } from '@/lib/server/services/catalogue/wishlist';
import { createRouteHandler, otherMethods } from '@/lib/server/http/route';

export const GET = createRouteHandler(wishlistEndpoints.getWishlist, getWishlist);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
