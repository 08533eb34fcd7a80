import { render, screen, within } from '@testing-library/react';
import type { ProductSummary } from '@/lib/contract';
import { getServerApi } from '@/lib/api/server';
import { SEARCH_ERROR, SEARCH_NO_RESULTS } from '@/components/catalogue/catalogue-messages';
import { findProducts } from './search-results';
import { SearchResultsLoading, SearchResultsView } from './search-results-view';

jest.mock('@/lib/api/server', () => {
  const searchProducts = jest.fn();
  return { getServerApi: () => ({ searchProducts }) };
});
const searchProducts = getServerApi().searchProducts as jest.MockedFunction<
  ReturnType<typeof getServerApi>['searchProducts']
>;

function product(id: number, name: string): ProductSummary {
  return {
    id,
    product_code: id,
    product_name: name,
    description: '',
    main_image: `/media/products/${id}-1.webp`,
    offer_price: 24.99,
    mrp: 39.99,
    rating: 4,
    review_count: 0,
    top_selling: false,
    new_arrival: false,
    is_active: true,
    category_pk: 2,
    sub_category_pk: 16,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('search page states', () => {
  it('shows 12 placeholder cards while loading', () => {
    render(<SearchResultsLoading query="kantha" />);
    const list = screen.getByRole('list', { name: 'Loading search results' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByText(/Search Results for/)).not.toBeInTheDocument();
  });

  it('heads the results \'Search Results for "{query}"\' and shows them as product cards', () => {
    const products = [product(3, 'Rust Kantha Stitch Cushion Cover'), product(9, 'Ochre Kantha Throw')];
    render(<SearchResultsView query="kantha" outcome={{ kind: 'results', products }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results for "kantha"');
    expect(screen.getByRole('link', { name: 'Rust Kantha Stitch Cushion Cover' })).toHaveAttribute(
      'href',
      '/product/3',
    );
    expect(within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText('$24.99')).toHaveLength(2);
    expect(screen.getAllByText('$39.99')).toHaveLength(2);
  });

  it('echoes the query as text, never as markup', () => {
    const { container } = render(
      <SearchResultsView
        query={'<img src=x onerror=alert(1)>'}
        outcome={{ kind: 'results', products: [product(1, 'A')] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search Results for "<img src=x onerror=alert(1)>"',
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('says so when nothing matches', () => {
    render(<SearchResultsView query="zzzz" outcome={{ kind: 'empty' }} />);
    expect(screen.getByText(SEARCH_NO_RESULTS)).toBeInTheDocument();
    expect(SEARCH_NO_RESULTS).toBe('No results found. Try refining your search.');
    expect(screen.queryByText(/Search Results for/)).not.toBeInTheDocument();
  });

  it('says the search failed', () => {
    render(<SearchResultsView query="kantha" outcome={{ kind: 'error' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to fetch search results. Please try again later.');
    expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_ERROR);
  });
});

describe('findProducts', () => {
  beforeEach(() => searchProducts.mockReset());

  it('passes the query to the typed client and sorts the answer into results or empty', async () => {
    searchProducts.mockResolvedValueOnce({ data: [product(1, 'Kantha Quilt')] });
    await expect(findProducts('home & living')).resolves.toEqual({
      kind: 'results',
      products: [product(1, 'Kantha Quilt')],
      facets: null,
    });
    expect(searchProducts).toHaveBeenCalledWith({ query: 'home & living', facets: 'true' });

    searchProducts.mockResolvedValueOnce({ data: [] });
    await expect(findProducts('zzzz')).resolves.toEqual({ kind: 'empty' });
  });

  it('logs a failure and reports the error state', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    searchProducts.mockRejectedValueOnce(new Error('database down'));
    await expect(findProducts('kantha')).resolves.toEqual({ kind: 'error' });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
