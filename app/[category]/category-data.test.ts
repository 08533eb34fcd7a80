import { getServerApi } from '@/lib/api/server';
import { ApiError, type AllProductsResponse, type ProductSummary } from '@/lib/contract';
import { categoryMetadata, loadListing, resolveCategory } from './category-data';

jest.mock('@/lib/api/server', () => {
  const api = { getCategoryList: jest.fn(), getAllProducts: jest.fn() };
  return { getServerApi: () => api };
});
const api = getServerApi() as unknown as { getCategoryList: jest.Mock; getAllProducts: jest.Mock };

const cushionCover = { id: 16, name: 'Cushion Cover' };
const womenCategory = { id: 1, name: 'Women', subcategories: [{ id: 2, name: 'Lehengas' }] };
const homeAndLiving = { id: 2, name: 'Home & Living', subcategories: [cushionCover] };
const categories = [womenCategory, homeAndLiving, { id: 3, name: 'Men', subcategories: [{ id: 3, name: 'Pants' }] }];

const product = (id: number) => ({ id }) as ProductSummary;
function page(number: number, count: number): AllProductsResponse {
  const from = (number - 1) * 12 + 1;
  const to = Math.min(number * 12, count);
  return {
    data: Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => product(from + i)),
    count,
    page: number,
    page_size: 12,
    next_page: to < count ? number + 1 : null,
  };
}

beforeEach(() => {
  api.getCategoryList.mockReset().mockResolvedValue({ categories });
  api.getAllProducts.mockReset();
});

describe('resolveCategory', () => {
  it('finds the category from the decoded, lower-cased path', async () => {
    const resolved = await resolveCategory('HOME%20%26%20LIVING', 'Cushion%20Cover');
    expect(resolved?.category.id).toBe(2);
    expect(resolved?.subcategory?.id).toBe(16);
  });

  it('is null (the page answers not found) for an unknown category or a subcategory of another category', async () => {
    await expect(resolveCategory('nope')).resolves.toBeNull();
    await expect(resolveCategory('men', 'lehengas')).resolves.toBeNull();
  });
});

describe('loadListing', () => {
  const women = { category: womenCategory, subcategory: null };

  it('loads the first 12 products of the category, asking the first page for its facets', async () => {
    api.getAllProducts.mockImplementation(async (input: { page: number }) => page(input.page, 40));
    const listing = await loadListing(women, 1);
    expect(api.getAllProducts).toHaveBeenCalledWith({
      category_pk: 1,
      sub_category_pk: undefined,
      page: 1,
      page_size: 12,
      facets: 'true',
    });
    expect(listing).toEqual({ products: page(1, 40).data, count: 40, nextPage: 2, facets: null, options: {} });
  });

  it('passes the sort and filters to every page it loads', async () => {
    api.getAllProducts.mockImplementation(async (input: { page: number }) => page(input.page, 40));
    const listing = await loadListing(women, 2, { sort: 'price-asc', colour: 'indigo' });
    expect(api.getAllProducts).toHaveBeenCalledWith({
      category_pk: 1,
      sub_category_pk: undefined,
      page: 2,
      page_size: 12,
      sort: 'price-asc',
      colour: 'indigo',
    });
    expect(listing?.options).toEqual({ sort: 'price-asc', colour: 'indigo' });
  });

  it('renders pages 1..N for ?page=N, never past the last page', async () => {
    api.getAllProducts.mockImplementation(async (input: { page: number }) => page(input.page, 40));
    const three = await loadListing(women, 3);
    expect(three?.products).toHaveLength(36);
    expect(three?.nextPage).toBe(4);
    api.getAllProducts.mockClear();
    const all = await loadListing(women, 99);
    expect(all?.products).toHaveLength(40);
    expect(all?.nextPage).toBeNull();
    expect(api.getAllProducts).toHaveBeenCalledTimes(4);
  });

  it('answers null (the page shows the load error) when the products fail to load', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.getAllProducts.mockRejectedValue(new ApiError('internal_error', 'boom'));
    await expect(loadListing(women, 1)).resolves.toBeNull();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('categoryMetadata', () => {
  it('titles a subcategory page "Subcategory | Category" with the lower-case encoded canonical path', () => {
    const metadata = categoryMetadata({ category: homeAndLiving, subcategory: cushionCover });
    expect(metadata.title).toBe('Cushion Cover | Home & Living');
    expect(metadata.alternates?.canonical).toBe('/home%20&%20living/cushion%20cover');
    expect(metadata.description).toContain('Cushion Cover');
    expect(categoryMetadata({ category: womenCategory, subcategory: null }).alternates?.canonical).toBe('/women');
  });

  it('makes a sorted or filtered view noindex, follow with the plain listing as canonical', () => {
    const women = { category: womenCategory, subcategory: null };
    for (const options of [
      { sort: 'price-asc' as const },
      { colour: 'indigo' as const },
      { size: 'M' as const, craft: 'bagru' as const },
    ]) {
      const metadata = categoryMetadata(women, 1, options);
      expect(metadata.robots).toEqual({ index: false, follow: true });
      expect(metadata.alternates?.canonical).toBe('/women');
    }
    expect(categoryMetadata(women, 1, {}).robots).toBeUndefined();
  });
});
