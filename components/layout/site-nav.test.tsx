import { render, screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/contract';

const mockGetCategoryList = jest.fn();
jest.mock('@/lib/api/server', () => ({ getServerApi: () => ({ getCategoryList: mockGetCategoryList }) }));

import { NAV_SKELETON_COUNT } from './nav-categories';
import { NavCategoriesLoader } from './site-nav';

afterEach(() => jest.restoreAllMocks());

describe('NavCategoriesLoader', () => {
  it('renders a dropdown per category with subcategories from the category list', async () => {
    mockGetCategoryList.mockResolvedValueOnce({
      categories: [
        { id: 1, name: 'Women', subcategories: [{ id: 1, name: 'Dresses' }] },
        { id: 5, name: 'Fabric', subcategories: [] },
        { id: 6, name: 'Accessories', subcategories: [{ id: 18, name: 'Bags' }] },
      ],
    });
    render(<ul>{await NavCategoriesLoader()}</ul>);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Women subcategories', 'Accessories subcategories']);
    expect(screen.queryByText('Fabric')).not.toBeInTheDocument();
  });

  it('logs a failure and keeps the skeletons (spec section 8)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockGetCategoryList.mockRejectedValueOnce(new ApiError('internal_error', 'database down'));
    render(<ul>{await NavCategoriesLoader()}</ul>);
    expect(screen.getAllByTestId('nav-skeleton')).toHaveLength(NAV_SKELETON_COUNT);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('navigation categories failed to load'));
  });
});
