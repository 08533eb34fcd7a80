/**
 * Sort and filters of the category and search pages (issue 12, item 12): what
 * each URL parameter may hold, read leniently from a page's URL (a bad value
 * is ignored, never an error) and strictly by the API's contract (a bad value
 * answers 400). Shared by the browser, the pages and the server; no zod here.
 *
 * The catalogue stores no craft or colour column: the demo catalogue names
 * every product "<Colour> <Craft> <Kind>" (for example "Sage Bagru Buta Wrap
 * Dress"), so a colour is the first word of the name and a craft a word of the
 * name (lib/server/services/catalogue/repositories/product-filters.ts).
 */
import { LISTING_OPTION_KEYS, type ListingOptionKey } from './listing-query';
import { toInr, usdToInrRate, type Currency } from './money';

export { listingQueryString } from './listing-query';

export const SORT_VALUES = ['price-asc', 'price-desc', 'newest', 'best-selling'] as const;
export type ListingSort = (typeof SORT_VALUES)[number];
export const SORT_LABELS: Record<ListingSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  'best-selling': 'Best selling',
};

export const SIZE_OPTIONS = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type ListingSize = (typeof SIZE_OPTIONS)[number];

/**
 * Offer-price bands in round amounts of each currency (issue 31, item 6): $25, $50, $100 for a shopper who
 * sees dollars; ₹1,000, ₹2,500, ₹5,000 for one who sees rupees (dollar bands converted read "Under ₹849").
 * The form shows the shopper's currency's bands; the API takes either.
 */
export const PRICE_BAND_VALUES = [
  'under-25',
  '25-50',
  '50-100',
  '100-plus',
  'inr-under-1000',
  'inr-1000-2500',
  'inr-2500-5000',
  'inr-5000-plus',
] as const;
export type PriceBand = (typeof PRICE_BAND_VALUES)[number];
/** From `min` (included) to `max` (excluded; null: no upper bound), in whole units of `currency`. */
export const PRICE_BANDS: Record<PriceBand, { currency: Currency; min: number; max: number | null }> = {
  'under-25': { currency: 'USD', min: 0, max: 25 },
  '25-50': { currency: 'USD', min: 25, max: 50 },
  '50-100': { currency: 'USD', min: 50, max: 100 },
  '100-plus': { currency: 'USD', min: 100, max: null },
  'inr-under-1000': { currency: 'INR', min: 0, max: 1000 },
  'inr-1000-2500': { currency: 'INR', min: 1000, max: 2500 },
  'inr-2500-5000': { currency: 'INR', min: 2500, max: 5000 },
  'inr-5000-plus': { currency: 'INR', min: 5000, max: null },
};

/** The fewest US cents whose price shown in rupees (the INR price rule, toInr) is at least `rupees`. */
function firstCentsAtRupees(rupees: number, rate: number): number {
  let low = 0;
  let high = Math.ceil((rupees * 100) / rate) + 100;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (toInr(middle / 100, rate) >= rupees) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * A band's bounds in US cents, what the catalogue stores: a rupee band holds exactly the products whose
 * rupee price (as every page shows it) lies in the band.
 */
export function priceBandCents(band: PriceBand, rate: number = usdToInrRate()): { min: number; max: number | null } {
  const { currency, min, max } = PRICE_BANDS[band];
  if (currency === 'USD') return { min: min * 100, max: max === null ? null : max * 100 };
  return { min: firstCentsAtRupees(min, rate), max: max === null ? null : firstCentsAtRupees(max, rate) };
}

export const CRAFT_VALUES = [
  'ajrakh',
  'applique',
  'bagru',
  'bandhani',
  'block-print',
  'chikankari',
  'chindi',
  'dabu',
  'dhurrie',
  'gota',
  'ikat',
  'jamdani',
  'kantha',
  'khadi',
  'leheriya',
  'mirror-work',
  'sanganeri',
] as const;
export type ListingCraft = (typeof CRAFT_VALUES)[number];
/** The label the form shows and the word (lower case) the product names spell the craft with. */
export const CRAFTS: Record<ListingCraft, { label: string; match: string }> = {
  ajrakh: { label: 'Ajrakh', match: 'ajrakh' },
  applique: { label: 'Appliqué', match: 'applique' },
  bagru: { label: 'Bagru', match: 'bagru' },
  bandhani: { label: 'Bandhani', match: 'bandhani' },
  'block-print': { label: 'Block print', match: 'block' },
  chikankari: { label: 'Chikankari', match: 'chikankari' },
  chindi: { label: 'Chindi', match: 'chindi' },
  dabu: { label: 'Dabu', match: 'dabu' },
  dhurrie: { label: 'Dhurrie', match: 'dhurrie' },
  gota: { label: 'Gota', match: 'gota' },
  ikat: { label: 'Ikat', match: 'ikat' },
  jamdani: { label: 'Jamdani', match: 'jamdani' },
  kantha: { label: 'Kantha', match: 'kantha' },
  khadi: { label: 'Khadi', match: 'khadi' },
  leheriya: { label: 'Leheriya', match: 'leheriya' },
  'mirror-work': { label: 'Mirror work', match: 'mirror' },
  sanganeri: { label: 'Sanganeri', match: 'sanganeri' },
};

/** Colours as the first word of product names. */
export const COLOUR_OPTIONS = [
  'black',
  'blush',
  'charcoal',
  'coral',
  'emerald',
  'indigo',
  'ivory',
  'lilac',
  'madder',
  'marigold',
  'maroon',
  'mint',
  'multicolour',
  'mustard',
  'natural',
  'navy',
  'ochre',
  'olive',
  'peach',
  'rani',
  'rose',
  'rust',
  'saffron',
  'sage',
  'sky',
  'teal',
  'terracotta',
  'turmeric',
  'walnut',
] as const;
export type ListingColour = (typeof COLOUR_OPTIONS)[number];

export interface ListingOptions {
  sort?: ListingSort;
  size?: ListingSize;
  price?: PriceBand;
  craft?: ListingCraft;
  colour?: ListingColour;
}

export function colourLabel(colour: string): string {
  return colour.charAt(0).toUpperCase() + colour.slice(1);
}

function firstValue(value: string | string[] | null | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/**
 * The options a page's URL asks for; unknown values (and empty ones, which
 * the form's "Any" sends) are dropped, so a hand-edited URL shows the listing
 * instead of an error.
 */
export function readListingOptions(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): ListingOptions {
  const get = (key: ListingOptionKey) => firstValue(params instanceof URLSearchParams ? params.get(key) : params[key]);
  const pick = <T extends string>(key: ListingOptionKey, values: readonly T[]): T | undefined => {
    const value = get(key);
    return values.find((known) => known === value);
  };
  const options: ListingOptions = {};
  const sort = pick('sort', SORT_VALUES);
  const size = pick('size', SIZE_OPTIONS);
  const price = pick('price', PRICE_BAND_VALUES);
  const craft = pick('craft', CRAFT_VALUES);
  const colour = pick('colour', COLOUR_OPTIONS);
  if (sort) options.sort = sort;
  if (size) options.size = size;
  if (price) options.price = price;
  if (craft) options.craft = craft;
  if (colour) options.colour = colour;
  return options;
}

/** Whether a filter (not only a sort) narrows the listing. */
export function hasFilters(options: ListingOptions): boolean {
  return (
    options.size !== undefined ||
    options.price !== undefined ||
    options.craft !== undefined ||
    options.colour !== undefined
  );
}

/** Whether the listing differs from the plain one in any way (filtered or sorted). */
export function hasListingOptions(options: ListingOptions): boolean {
  return hasFilters(options) || options.sort !== undefined;
}

/** Whether a URL carries any sort or filter parameter at all, valid or not (proxy.ts: such a URL is rendered per request). */
export function urlHasListingParams(searchParams: URLSearchParams): boolean {
  return LISTING_OPTION_KEYS.some((key) => searchParams.has(key));
}

/** Which options the unfiltered listing has products for (the form offers only those). */
export interface ListingFacets {
  sizes: ListingSize[];
  prices: PriceBand[];
  crafts: ListingCraft[];
  colours: ListingColour[];
}
