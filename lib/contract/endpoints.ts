import './zod-browser-config';
import type { z } from 'zod';
import { catalogueEndpoints } from './catalogue';
import { contactEndpoints } from './contact';
import { sessionEndpoints } from './session';
import { cartEndpoints } from './cart';
import { promoEndpoints } from './promo';
import { ordersEndpoints } from './orders';
import { locationEndpoints } from './location';
import { reviewsEndpoints } from './reviews';
import { featuredReviewsEndpoints } from './featured-reviews';
import { backInStockEndpoints } from './back-in-stock';
import { buyAgainEndpoints } from './buy-again';
import { wishlistEndpoints } from './wishlist';

export type { EndpointDefinition } from './define';

/**
 * The backend contract of spec section 7, as code: every call, by name. Each
 * domain file owns its calls; route handlers parse with them, the typed
 * client takes its types from them, and tests parse answers with them.
 */
export const endpoints = {
  ...catalogueEndpoints,
  ...contactEndpoints,
  ...sessionEndpoints,
  ...cartEndpoints,
  ...promoEndpoints,
  ...ordersEndpoints,
  ...locationEndpoints,
  ...reviewsEndpoints,
  ...featuredReviewsEndpoints,
  ...backInStockEndpoints,
  ...buyAgainEndpoints,
  ...wishlistEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type EndpointInput<N extends EndpointName> = z.input<Endpoints[N]['input']>;
export type EndpointParsedInput<N extends EndpointName> = z.output<Endpoints[N]['input']>;
export type EndpointOutput<N extends EndpointName> = z.output<Endpoints[N]['response']>;
