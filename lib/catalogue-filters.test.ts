import {
  hasFilters,
  hasListingOptions,
  listingQueryString,
  readListingOptions,
  urlHasListingParams,
} from './catalogue-filters';

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
