import type { CategoryWithSubcategories } from './contract';
import {
  categoryBanner,
  categoryPath,
  findCategoryBySegment,
  normalizePathSegment,
  parsePageNumber,
  parseProductId,
  productPath,
  resolveCategoryPath,
  searchPath,
} from './catalogue-paths';
import { itemAt } from '@/lib/list';

const categories: CategoryWithSubcategories[] = [
  {
    id: 1,
    name: 'Women',
    subcategories: [
      { id: 1, name: 'Dresses' },
      { id: 26, name: 'Kurtis' },
      { id: 2, name: 'Lehengas' },
    ],
  },
  {
    id: 2,
    name: 'Home & Living',
    subcategories: [
      { id: 16, name: 'Cushion Cover' },
      { id: 10, name: 'Bunting' },
    ],
  },
  { id: 3, name: 'Men', subcategories: [{ id: 3, name: 'Pants' }] },
  { id: 5, name: 'Fabric', subcategories: [] },
  { id: 6, name: 'Accessories', subcategories: [{ id: 21, name: 'Toiletry & Make Up Bags' }] },
];

describe('normalizePathSegment', () => {
  it('URL-decodes and lower-cases a path segment', () => {
    expect(normalizePathSegment('Women')).toBe('women');
    expect(normalizePathSegment('home%20&%20living')).toBe('home & living');
    expect(normalizePathSegment('HOME%20%26%20LIVING')).toBe('home & living');
    expect(normalizePathSegment('Cushion%20Cover')).toBe('cushion cover');
  });

  it('leaves an already decoded segment as it is, apart from case', () => {
    expect(normalizePathSegment('Home & Living')).toBe('home & living');
  });

  it('does not throw on a malformed escape', () => {
    expect(normalizePathSegment('100%')).toBe('100%');
    expect(normalizePathSegment('%E0%A4%A')).toBe('%e0%a4%a');
  });
});

describe('resolveCategoryPath', () => {
  it('finds a category whatever the case and encoding', () => {
    for (const segment of ['women', 'Women', 'WOMEN', 'Wo%6Den']) {
      expect(findCategoryBySegment(categories, segment)?.id).toBe(1);
    }
    expect(resolveCategoryPath(categories, 'home%20&%20living')).toEqual({
      category: categories[1],
      subcategory: null,
    });
  });

  it('finds a subcategory of that category', () => {
    const resolved = resolveCategoryPath(categories, 'HOME%20%26%20LIVING', 'Cushion%20Cover');
    expect(resolved?.category.id).toBe(2);
    expect(resolved?.subcategory).toEqual({ id: 16, name: 'Cushion Cover' });
    expect(resolveCategoryPath(categories, 'women', 'kurtis')?.subcategory?.id).toBe(26);
    expect(resolveCategoryPath(categories, 'accessories', 'toiletry%20%26%20make%20up%20bags')?.subcategory?.id).toBe(
      21,
    );
  });

  it('answers null for unknown names, and for a subcategory of another category', () => {
    expect(resolveCategoryPath(categories, 'nope')).toBeNull();
    expect(resolveCategoryPath(categories, '')).toBeNull();
    expect(resolveCategoryPath(categories, 'women', 'nope')).toBeNull();
    expect(resolveCategoryPath(categories, 'men', 'lehengas')).toBeNull();
    expect(resolveCategoryPath(categories, 'fabric', 'dresses')).toBeNull();
  });
});

describe('URLs', () => {
  it('builds lower-case, encoded category paths that resolve back to the same names', () => {
    expect(categoryPath('Women')).toBe('/women');
    expect(categoryPath('Home & Living', 'Cushion Cover')).toBe('/home%20&%20living/cushion%20cover');
    const segments = categoryPath('Home & Living', 'Cushion Cover').split('/');
    expect(resolveCategoryPath(categories, itemAt(segments, 1), itemAt(segments, 2))?.subcategory?.id).toBe(16);
  });

  it('builds product and search paths', () => {
    expect(productPath(42)).toBe('/product/42');
    expect(searchPath('home & living')).toBe('/search?query=home%20%26%20living');
  });
});

describe('parseProductId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseProductId('1')).toBe(1);
    expect(parseProductId('999999')).toBe(999999);
    for (const segment of ['0', '-1', 'abc', '1.5', '1e3', '', ' 1', '99999999999']) {
      expect(parseProductId(segment)).toBeNull();
    }
  });
});

describe('parsePageNumber', () => {
  it('reads ?page=N, falling back to 1', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(['2', '5'])).toBe(2);
    expect(parsePageNumber(undefined)).toBe(1);
    expect(parsePageNumber('0')).toBe(1);
    expect(parsePageNumber('x')).toBe(1);
  });
});

describe('categoryBanner', () => {
  it('gives women, home & living and accessories their own banner, every other category the women banner', () => {
    expect(categoryBanner('Women')).toBe('/media/banners/women.webp');
    expect(categoryBanner('Home & Living')).toBe('/media/banners/home-and-living.webp');
    expect(categoryBanner('Accessories')).toBe('/media/banners/accessories.webp');
    expect(categoryBanner('Men')).toBe('/media/banners/women.webp');
    expect(categoryBanner('Fabric')).toBe('/media/banners/women.webp');
  });
});
