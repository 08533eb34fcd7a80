import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@/lib/contract/api-error';
import { CategoryOrderList } from './category-order-list';

const reorderCategories = jest.fn();
const reorderSubcategories = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/api/admin-browser', () => ({
  adminBrowserApi: {
    reorderCategories: (...args: unknown[]) => reorderCategories(...args),
    reorderSubcategories: (...args: unknown[]) => reorderSubcategories(...args),
  },
}));

beforeEach(() => {
  reorderCategories.mockReset();
  reorderSubcategories.mockReset();
});

const items = [
  { id: 1, name: 'Women', href: '/admin/categories/1', detail: '11 subcategories' },
  { id: 2, name: 'Home & Living', href: '/admin/categories/2', detail: '10 subcategories' },
  { id: 3, name: 'Men', href: '/admin/categories/3', detail: '4 subcategories' },
];

function names(): string[] {
  return within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent ?? '');
}

describe('CategoryOrderList', () => {
  it('moves a category, saves the whole order and keeps the focus on the moved item’s button', async () => {
    reorderCategories.mockResolvedValue({
      message: 'Order saved: the navigation shows it now.',
      changed: true,
      data: [],
    });
    render(<CategoryOrderList label="Categories" canReorder items={items} />);
    const moveUp = screen.getByRole('button', { name: 'Move up: Men' });
    moveUp.focus();
    fireEvent.click(moveUp);
    expect(names()).toEqual(['Women', 'Men', 'Home & Living']);
    expect(reorderCategories).toHaveBeenCalledWith({ ids: [1, 3, 2] });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Men: position 2 of 3.'));
    expect(screen.getByRole('button', { name: 'Move up: Men' })).toHaveFocus();

    // At the top its Move up is disabled: the focus goes to its Move down, never to the page.
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Men' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Men: position 1 of 3.'));
    expect(screen.getByRole('button', { name: 'Move up: Men' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Men' })).toHaveFocus();
  });

  it('puts the order back and says why when the server refuses it', async () => {
    reorderSubcategories.mockRejectedValue(
      new ApiError('invalid_request', 'ids: must list every id once, exactly the current ones', { field: 'ids' }),
    );
    render(<CategoryOrderList label="Categories" canReorder categoryId={7} items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Women' }));
    expect(reorderSubcategories).toHaveBeenCalledWith({ category_id: 7, ids: [2, 1, 3] });
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(names()).toEqual(['Women', 'Home & Living', 'Men']);
  });

  it('shows no move buttons to a member the server does not let reorder', () => {
    render(<CategoryOrderList label="Categories" canReorder={false} items={items} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(names()).toEqual(['Women', 'Home & Living', 'Men']);
  });
});
