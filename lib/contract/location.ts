import './zod-browser-config';
import { z } from 'zod';
import { endpoint } from './define';
import { routes } from './routes';

// GET /api/location/ — the shopper's country, to choose the currency (spec
// section 4). Not a call of spec section 7: the browser asks this origin
// instead of a third-party IP location service (docs/DEVIATIONS.md).
export const locationQuery = z.object({});

/** An ISO 3166-1 alpha-2 code, upper case; null when the country is unknown. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code' });

export const locationResponse = z.object({
  country_code: countryCode.nullable(),
});
export type ShopperLocation = z.output<typeof locationResponse>;

export const locationEndpoints = {
  getLocation: endpoint({ ...routes.getLocation, input: locationQuery, response: locationResponse }),
} as const;
