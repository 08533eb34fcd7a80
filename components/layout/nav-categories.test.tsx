import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CategoryWithSubcategories } from '@/lib/contract';
import { NAV_SKELETON_COUNT, NavCategories, NavCategorySkeletons } from './nav-categories';

const categories: CategoryWithSubcategories[] = [
  {
    id: 1,
    name: 'Women',
    subcategories: [
      { id: 1, name: 'Dresses' },
      { id: 2, name: 'Lehengas' },
    ],
  },
  { id: 2, name: 'Home & Living', subcategories: [{ id: 16, name: 'Cushion Cover' }] },
  { id: 5, name: 'Fabric', subcategories: [] },
];

function renderNav() {
  return render(
    <nav aria-label="Main">
      <ul>
        <NavCategories categories={categories} />
      </ul>
    </nav>,
  );
}

describe('navigation categories', () => {
  it('gives a dropdown only to categories with subcategories', () => {
    renderNav();
    expect(screen.getByRole('button', { name: 'Women subcategories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home & Living subcategories' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Fabric/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fabric' })).not.toBeInTheDocument();
  });

  it('links the category name to its page and the subcategories to theirs, lower-cased with %20', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Home & Living' })).toHaveAttribute('href', '/home%20&%20living');
    fireEvent.click(screen.getByRole('button', { name: 'Home & Living subcategories' }));
    expect(screen.getByRole('link', { name: 'Cushion Cover' })).toHaveAttribute(
      'href',
      '/home%20&%20living/cushion%20cover',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Women subcategories' }));
    expect(screen.getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/women/dresses');
  });

  it('opens and closes with the keyboard: the button toggles, Escape closes and returns focus', () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Women subcategories' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Dresses' })).not.toBeInTheDocument();

    // Enter or Space on a <button> is a click.
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const dresses = within(menu).getByRole('link', { name: 'Dresses' });

    act(() => dresses.focus());
    fireEvent.keyDown(dresses, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves the dropdown', () => {
    renderNav();
    const women = screen.getByRole('button', { name: 'Women subcategories' });
    fireEvent.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(women, { relatedTarget: screen.getByRole('link', { name: 'Home & Living' }) });
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens while a mouse pointer rests on the category', () => {
    renderNav();
    const toggle = screen.getByRole('button', { name: 'Women subcategories' });
    const item = toggle.closest('li')!;
    fireEvent.mouseEnter(item);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dresses' })).toBeVisible();
    fireEvent.mouseLeave(item);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows placeholders instead of categories while loading', () => {
    render(
      <ul>
        <NavCategorySkeletons />
      </ul>,
    );
    expect(screen.getAllByTestId('nav-skeleton')).toHaveLength(NAV_SKELETON_COUNT);
  });
});
