import { render, screen, within } from '@testing-library/react';
import type { ProductSummary } from '@/lib/contract';
import { ApiError } from '@/lib/contract';

const mockGetTopSellingProducts = jest.fn();
jest.mock('@/lib/api/server', () => ({ getServerApi: () => ({ getTopSellingProducts: mockGetTopSellingProducts }) }));

import {
  ALL_BEST_SELLERS_LINK_TEXT,
  BEST_SELLERS_TITLE,
  BestSellers,
  BestSellersSection,
  HOME_BEST_SELLERS,
  selectBestSellers,
} from './best-sellers';

function product(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id,
    product_code: 10000 + id,
    product_name: `Block Print Piece ${id}`,
    description: 'Hand block-printed cotton.',
    main_image: `/media/products/${10000 + id}-1.webp`,
    offer_price: 20,
    mrp: 30,
    rating: 4,
    review_count: 3,
    top_selling: true,
    new_arrival: false,
    is_active: true,
    category_pk: 1,
    sub_category_pk: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => jest.restoreAllMocks());

describe('Our Best Sellers', () => {
  it('keeps only active best sellers', () => {
    const list = [product(1), product(2, { is_active: false }), product(3, { top_selling: false }), product(4)];
    expect(selectBestSellers(list).map((p) => p.id)).toEqual([1, 4]);
  });

  it('renders a product card per active best seller, linking to the product', () => {
    render(<BestSellers products={[product(1), product(2, { is_active: false }), product(3)]} />);
    const section = screen.getByRole('region', { name: BEST_SELLERS_TITLE });
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Block Print Piece 3' })).toHaveAttribute('href', '/product/3');
  });

  it('shows the first eight and links to every best seller, in one row to swipe through on phones', () => {
    const list = Array.from({ length: 12 }, (_, index) => product(index + 1));
    render(<BestSellers products={list} />);
    const section = screen.getByRole('region', { name: BEST_SELLERS_TITLE });
    expect(HOME_BEST_SELLERS).toBe(8);
    expect(within(section).getAllByRole('article')).toHaveLength(8);
    expect(within(section).getByRole('link', { name: 'Block Print Piece 8' })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Block Print Piece 9' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: ALL_BEST_SELLERS_LINK_TEXT })).toHaveAttribute(
      'href',
      '/best-sellers',
    );
    // The grid's featured variant (product-grid.module.css, .featured: a row to swipe through on phones).
    expect(within(section).getByRole('list')).toHaveClass('featured');
  });

  it('loads the best sellers on the server', async () => {
    mockGetTopSellingProducts.mockResolvedValueOnce({
      data: { data: [product(7), product(8, { top_selling: false })] },
    });
    render(await BestSellersSection());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Block Print Piece 7' })).toBeInTheDocument();
  });

  it('only logs a failure (spec section 8): the title stays, with no cards and no message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGetTopSellingProducts.mockRejectedValueOnce(new ApiError('internal_error', 'database down'));
    render(await BestSellersSection());
    expect(screen.getByRole('heading', { name: BEST_SELLERS_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ALL_BEST_SELLERS_LINK_TEXT })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('best sellers failed to load'));
  });
});
