import { fireEvent, render, screen, within } from '@testing-library/react';

// The header's navigation loads categories through the server client; these tests give it a fixed list.
jest.mock('@/lib/api/server', () => ({ getServerApi: () => ({}) }));
jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

import { CartCountContext } from './cart-link';
import { NavCategories } from './nav-categories';
import { SiteHeader } from './site-header';
import { SiteNav } from './site-nav';

const navigation = (
  <SiteNav
    categories={
      <NavCategories
        categories={[
          { id: 1, name: 'Women', subcategories: [{ id: 1, name: 'Dresses' }] },
          { id: 5, name: 'Fabric', subcategories: [] },
        ]}
      />
    }
  />
);

describe('SiteHeader', () => {
  it('has the logo linking home, a labelled search form that GETs /search?query=, Login and the cart', () => {
    render(<SiteHeader navigation={navigation} />);
    expect(screen.getByRole('link', { name: 'Jaipur Handcrafted home' })).toHaveAttribute('href', '/');

    const search = screen.getByRole('searchbox', { name: 'Search products' });
    expect(search).toHaveAttribute('name', 'query');
    const form = search.closest('form')!;
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');

    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
  });

  it('shows the cart count from the session context', () => {
    render(
      <CartCountContext.Provider value={3}>
        <SiteHeader navigation={navigation} />
      </CartCountContext.Provider>,
    );
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveTextContent('3');
  });

  it('orders the navigation Home, category dropdowns, Blog, Wholesale Query', () => {
    render(<SiteHeader navigation={navigation} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Women', '/women'],
      ['Blog', '/blog'],
      ['Wholesale Query', '/Contact-us'],
    ]);
  });

  it('puts its controls in the DOM in the order they are seen: menu, logo, search, account, cart, then the navigation', () => {
    const { container } = render(<SiteHeader navigation={navigation} />);
    const controls = Array.from(container.querySelectorAll<HTMLElement>('a[href], button, input, select'));
    const names = controls.map(
      (control) => control.getAttribute('aria-label') ?? control.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(names.slice(0, 6)).toEqual([
      'Menu',
      'Jaipur Handcrafted homeJaipur · Est. 2018',
      '',
      'Search',
      'Login',
      'Cart, 0 items',
    ]);
    expect(controls[2]).toBe(screen.getByRole('searchbox', { name: 'Search products' }));
    expect(names[6]).toBe('Home');
  });

  it('toggles the navigation on small screens with the menu button', () => {
    render(<SiteHeader navigation={navigation} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
