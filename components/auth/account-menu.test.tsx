import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { MY_ACCOUNT_LABEL, MY_ORDERS_LABEL, MY_WISHLIST_LABEL } from '@/components/account/account-messages';
import { AccountMenu } from './account-menu';
import { ACCOUNT_MENU_LABEL, LOGOUT_LABEL } from './auth-messages';

jest.mock('@/components/session/session-provider', () => ({ useSession: jest.fn() }));

const logout = jest.fn();
beforeEach(() => {
  logout.mockReset();
  (useSession as jest.MockedFunction<typeof useSession>).mockReturnValue({ logout } as unknown as SessionValue);
});

describe('AccountMenu', () => {
  it('opens a panel with Logout, which logs out', () => {
    render(<AccountMenu />);
    const toggle = screen.getByRole('button', { name: ACCOUNT_MENU_LABEL });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: LOGOUT_LABEL })).not.toBeInTheDocument();
    act(() => {
      fireEvent.click(toggle);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links to My account and closes when it is followed', () => {
    render(<AccountMenu />);
    const toggle = screen.getByRole('button', { name: ACCOUNT_MENU_LABEL });
    act(() => {
      fireEvent.click(toggle);
    });
    const link = screen.getByRole('link', { name: MY_ACCOUNT_LABEL });
    expect(link).toHaveAttribute('href', '/account');
    act(() => {
      fireEvent.click(link);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [MY_ORDERS_LABEL, '/account/orders'],
    [MY_WISHLIST_LABEL, '/account/wishlist'],
  ])('links to %s and closes when it is followed', (name, href) => {
    render(<AccountMenu />);
    const toggle = screen.getByRole('button', { name: ACCOUNT_MENU_LABEL });
    act(() => {
      fireEvent.click(toggle);
    });
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    act(() => {
      fireEvent.click(link);
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and gives focus back to the toggle', () => {
    render(<AccountMenu />);
    const toggle = screen.getByRole('button', { name: ACCOUNT_MENU_LABEL });
    act(() => {
      fireEvent.click(toggle);
    });
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
