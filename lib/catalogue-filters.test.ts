import {
  PRICE_BANDS,
  PRICE_BAND_VALUES,
  hasFilters,
  hasListingOptions,
  priceBandCents,
  listingQueryString,
  readListingOptions,
  urlHasListingParams,
} from './catalogue-filters';
import { toInr } from './money';

describe('readListingOptions', () => {
  it('keeps the known values of a page URL and drops unknown, empty and repeated extras', () => {
    expect(
      readListingOptions({ sort: 'price-asc', size: 'M', price: '25-50', craft: 'bagru', colour: 'indigo' }),
    ).toEqual({
      sort: 'price-asc',
      size: 'M',
      price: '25-50',
      craft: 'bagru',
      colour: 'indigo',
    });
    expect(
      readListingOptions({ sort: 'cheapest', size: 'XXXL', price: '', craft: ['dabu', 'ikat'], colour: '<script>' }),
    ).toEqual({ craft: 'dabu' });
    expect(readListingOptions(new URLSearchParams('sort=newest&page=2'))).toEqual({ sort: 'newest' });
  });

  it('tells a filter from a sort, and writes the URL in one order', () => {
    expect(hasFilters({ sort: 'newest' })).toBe(false);
    expect(hasListingOptions({ sort: 'newest' })).toBe(true);
    expect(hasFilters({ colour: 'sage' })).toBe(true);
    expect(listingQueryString({ colour: 'sage', sort: 'newest' }, { page: 2 })).toBe('page=2&sort=newest&colour=sage');
    expect(urlHasListingParams(new URLSearchParams('utm_source=x&page=2'))).toBe(false);
    expect(urlHasListingParams(new URLSearchParams('size='))).toBe(true);
  });
});

describe('priceBandCents', () => {
  it('keeps dollar bands as they are, in cents', () => {
    expect(priceBandCents('25-50')).toEqual({ min: 2500, max: 5000 });
    expect(priceBandCents('100-plus')).toEqual({ min: 10000, max: null });
  });

  it.each([33.6, 83.25, 1])('puts a rupee bound exactly where the shown rupee price reaches it (rate %s)', (rate) => {
    for (const band of PRICE_BAND_VALUES.filter((value) => PRICE_BANDS[value].currency === 'INR')) {
      const { min, max } = priceBandCents(band, rate);
      const rupees = PRICE_BANDS[band];
      if (min > 0) {
        expect(toInr((min - 1) / 100, rate)).toBeLessThan(rupees.min);
        expect(toInr(min / 100, rate)).toBeGreaterThanOrEqual(rupees.min);
      }
      if (max !== null && rupees.max !== null) {
        expect(toInr((max - 1) / 100, rate)).toBeLessThan(rupees.max);
        expect(toInr(max / 100, rate)).toBeGreaterThanOrEqual(rupees.max);
      }
    }
  });
});
