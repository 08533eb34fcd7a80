import { render, screen, within } from '@testing-library/react';
import type { ProductSummary } from '@/lib/contract';
import { ApiError } from '@/lib/contract';

const mockGetTopSellingProducts = jest.fn();
jest.mock('@/lib/api/server', () => ({ getServerApi: () => ({ getTopSellingProducts: mockGetTopSellingProducts }) }));

import { BEST_SELLERS_TITLE, BestSellers, BestSellersSection, selectBestSellers } from './best-sellers';

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
    expect(log).toHaveBeenCalledWith(expect.stringContaining('best sellers failed to load'));
  });
});
