/** The browser's list of viewed products (docs/decisions/050), in jsdom's localStorage. */
import { PRODUCTS_BY_ID_MAX } from '@/lib/contract/catalogue';
import {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_STORAGE_KEY,
  clearRecentlyViewed,
  readRecentlyViewed,
  recordRecentlyViewed,
} from './recently-viewed-storage';

beforeEach(() => window.localStorage.clear());

describe('recently viewed storage', () => {
  it('keeps the ids newest first, a product viewed again moved to the front, each once', () => {
    recordRecentlyViewed(1);
    recordRecentlyViewed(2);
    recordRecentlyViewed(3);
    expect(readRecentlyViewed()).toEqual([3, 2, 1]);
    expect(recordRecentlyViewed(1)).toEqual([1, 3, 2]);
    expect(readRecentlyViewed()).toEqual([1, 3, 2]);
    // Only ids are stored.
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBe('[1,3,2]');
  });

  it(`keeps the newest ${RECENTLY_VIEWED_MAX}, as many as the server answers cards for`, () => {
    expect(RECENTLY_VIEWED_MAX).toBe(PRODUCTS_BY_ID_MAX);
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id += 1) recordRecentlyViewed(id);
    const kept = readRecentlyViewed();
    expect(kept).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(kept[0]).toBe(RECENTLY_VIEWED_MAX + 3);
    expect(kept.at(-1)).toBe(4);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"ids":[1,2]}'],
    ['a number', '7'],
    ['null', 'null'],
  ])('reads storage holding %s as no products, and records over it', (_name, stored) => {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, stored);
    expect(readRecentlyViewed()).toEqual([]);
    expect(recordRecentlyViewed(5)).toEqual([5]);
    expect(readRecentlyViewed()).toEqual([5]);
  });

  it('skips what is not a product id in a stored list, repeats and anything past the cap', () => {
    const stored = [4, '5', -1, 0, 2.5, null, 4, 9, ...Array.from({ length: 20 }, (_, i) => 100 + i)];
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(stored));
    const kept = readRecentlyViewed();
    expect(kept.slice(0, 3)).toEqual([4, 9, 100]);
    expect(kept).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  it('forgets everything on clear', () => {
    recordRecentlyViewed(1);
    recordRecentlyViewed(2);
    clearRecentlyViewed();
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('keeps working when storage refuses to be read or written', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      expect(readRecentlyViewed()).toEqual([]);
      expect(recordRecentlyViewed(3)).toEqual([3]);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
