import { act, render, screen, within } from '@testing-library/react';
import type { AllProductsResponse, CategoryWithSubcategories, ProductSummary } from '@/lib/contract';
import { browserApi } from '@/lib/api/browser';
import { EXPLORE_MORE_LABEL, NO_PRODUCTS_TEXT, PRODUCTS_LOAD_ERROR } from './catalogue-messages';
import { CategoryListing, type ListingProducts } from './category-listing';

jest.mock('@/lib/api/browser', () => ({ browserApi: { getAllProducts: jest.fn() } }));
const getAllProducts = browserApi.getAllProducts as jest.MockedFunction<typeof browserApi.getAllProducts>;

const cushionCover = { id: 16, name: 'Cushion Cover' };
const homeAndLiving: CategoryWithSubcategories = {
  id: 2,
  name: 'Home & Living',
  subcategories: [cushionCover, { id: 10, name: 'Bunting' }],
};

function product(id: number): ProductSummary {
  return {
    id,
    product_code: 10_000 + id,
    product_name: `Block Print Cushion Cover ${id}`,
    description: 'Hand block-printed cotton.',
    main_image: `/media/products/${id}-1.webp`,
    offer_price: 20,
    mrp: 30,
    rating: 4,
    review_count: 3,
    top_selling: false,
    new_arrival: false,
    is_active: true,
    category_pk: 2,
    sub_category_pk: 16,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => product(from + index));

/** The first page as the server renders it: 12 products a page. */
function firstPage(count: number): ListingProducts {
  return { products: range(1, Math.min(12, count)), count, nextPage: count > 12 ? 2 : null };
}

function apiPage(page: number, count: number): AllProductsResponse {
  const from = (page - 1) * 12 + 1;
  return {
    data: range(from, Math.min(page * 12, count)),
    count,
    page,
    page_size: 12,
    next_page: page * 12 < count ? page + 1 : null,
  };
}

function renderListing(listing: ListingProducts | null, subcategory = cushionCover) {
  return render(
    <CategoryListing
      category={homeAndLiving}
      subcategory={subcategory}
      listing={listing}
      siteUrl="https://shop.example"
    />,
  );
}

const productLinks = () =>
  within(screen.getByRole('region', { name: 'Products' })).getAllByRole('heading', { level: 2 });

beforeEach(() => {
  getAllProducts.mockReset();
});

describe('CategoryListing', () => {
  it('names the category and subcategory in the one h1, with the trail', () => {
    renderListing(firstPage(3));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home & Living: Cushion Cover');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home & Living' })).toHaveAttribute('href', '/home%20&%20living');
    expect(within(trail).getByText('Cushion Cover')).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    [3, 'Showing 1-3 out of 3 products'],
    [12, 'Showing 1-12 out of 12 products'],
    [40, 'Showing 1-12 out of 40 products'],
  ])('with %i products says "%s" and shows the first page', (count, text) => {
    renderListing(firstPage(count));
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(productLinks()).toHaveLength(Math.min(12, count));
    const more = screen.queryByRole('button', { name: EXPLORE_MORE_LABEL });
    if (count > 12) expect(more).toBeInTheDocument();
    else expect(more).not.toBeInTheDocument();
  });

  it('with no products says so instead of "Showing 1-0 out of 0 products"', () => {
    renderListing({ products: [], count: 0, nextPage: null });
    expect(screen.getByRole('status')).toHaveTextContent(NO_PRODUCTS_TEXT);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EXPLORE_MORE_LABEL })).not.toBeInTheDocument();
  });

  it('shows the load error when the server could not load the products', () => {
    renderListing(null);
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_LOAD_ERROR);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Explore More', () => {
  it('appends the next pages, updates the count and hides itself when everything is shown', async () => {
    getAllProducts.mockImplementation(async (input) => apiPage(Number(input.page), 40));
    renderListing(firstPage(40));
    const button = screen.getByRole('button', { name: EXPLORE_MORE_LABEL });

    await act(async () => button.click());
    expect(getAllProducts).toHaveBeenLastCalledWith({ category_pk: 2, sub_category_pk: 16, page: 2, page_size: 12 });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-24 out of 40 products');
    expect(productLinks()).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Block Print Cushion Cover 13' })).toHaveAttribute('href', '/product/13');

    await act(async () => screen.getByRole('button', { name: EXPLORE_MORE_LABEL }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-36 out of 40 products');

    await act(async () => screen.getByRole('button', { name: EXPLORE_MORE_LABEL }).click());
    expect(getAllProducts).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-40 out of 40 products');
    expect(productLinks()).toHaveLength(40);
    expect(screen.queryByRole('button', { name: EXPLORE_MORE_LABEL })).not.toBeInTheDocument();
  });

  it('is disabled and busy while the page loads', async () => {
    let answer: (value: AllProductsResponse) => void = () => undefined;
    getAllProducts.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderListing(firstPage(20));
    const button = screen.getByRole('button', { name: EXPLORE_MORE_LABEL });
    await act(async () => button.click());
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(apiPage(2, 20)));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-20 out of 20 products');
  });

  it('says the products failed to load and lets the shopper try again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getAllProducts.mockRejectedValueOnce(new Error('offline'));
    renderListing(firstPage(40));

    await act(async () => screen.getByRole('button', { name: EXPLORE_MORE_LABEL }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_LOAD_ERROR);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-12 out of 40 products');
    expect(consoleError).toHaveBeenCalled();

    getAllProducts.mockImplementation(async (input) => apiPage(Number(input.page), 40));
    await act(async () => screen.getByRole('button', { name: EXPLORE_MORE_LABEL }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-24 out of 40 products');
    consoleError.mockRestore();
  });
});
