import { render, screen } from '@testing-library/react';
import { ApiError, type CategoryTile } from '@/lib/contract';

const mockGetProductCategories = jest.fn();
jest.mock('@/lib/api/server', () => ({ getServerApi: () => ({ getProductCategories: mockGetProductCategories }) }));

import { CATEGORY_FETCH_ERROR, CATEGORY_TILES_TITLE, CategoryTiles, CategoryTilesSection } from './category-tiles';

const tiles: CategoryTile[] = [
  { id: 1, name: 'Women', media: '/media/categories/women.webp', navigate_link: '/women' },
  {
    id: 2,
    name: 'Home & Living',
    media: '/media/categories/home-and-living.webp',
    navigate_link: '/home%20&%20living',
  },
];

afterEach(() => jest.restoreAllMocks());

describe('Weaving Dreams into Homes & Wardrobes', () => {
  it('has the spec title', () => {
    expect(CATEGORY_TILES_TITLE).toBe('Weaving Dreams into Homes & Wardrobes');
    expect(CATEGORY_FETCH_ERROR).toBe('Failed to fetch product categories.');
  });

  it('shows a round tile per category that opens the category in a new tab', () => {
    render(<CategoryTiles tiles={tiles} />);
    const homeAndLiving = screen.getByRole('link', { name: 'Home & Living' });
    expect(homeAndLiving).toHaveAttribute('href', '/home%20&%20living');
    expect(homeAndLiving).toHaveAttribute('target', '_blank');
    expect(homeAndLiving).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Women' })).toHaveAttribute('target', '_blank');
    expect(screen.getByAltText('Women')).toBeInTheDocument();
  });

  it('loads the tiles on the server', async () => {
    mockGetProductCategories.mockResolvedValueOnce({ data: tiles });
    render(await CategoryTilesSection());
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it("reads 'Error: Failed to fetch product categories.' when the call answers non-ok", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGetProductCategories.mockRejectedValueOnce(
      new ApiError('internal_error', 'Something went wrong', { status: 500 }),
    );
    render(await CategoryTilesSection());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: Failed to fetch product categories\.$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("reads 'Error: ' followed by the message for any other failure", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGetProductCategories.mockRejectedValueOnce(new TypeError('fetch failed'));
    render(await CategoryTilesSection());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error: fetch failed$/);
  });
});
