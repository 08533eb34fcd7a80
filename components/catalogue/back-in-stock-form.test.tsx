import { act, fireEvent, render, screen } from '@testing-library/react';
import { browserApi } from '@/lib/api/browser';
import { invalidFieldError } from '@/lib/contract/api-error';
import { useOptionalSession, type SessionValue } from '@/components/session/session-provider';
import { BACK_IN_STOCK_OPEN } from './back-in-stock-labels';
import { BACK_IN_STOCK_SUBMIT } from './back-in-stock-messages';
import { ProductPurchase } from './product-purchase';

jest.mock('@/lib/api/browser', () => ({ browserApi: { getProductDetail: jest.fn(), requestBackInStock: jest.fn() } }));
jest.mock('@/components/session/session-provider', () => ({
  useOptionalSession: jest.fn(),
  loginPathReturningTo: (path: string) => `/login?next=${encodeURIComponent(path)}`,
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/product/7' }));
const requestBackInStock = browserApi.requestBackInStock as jest.MockedFunction<typeof browserApi.requestBackInStock>;
const mockedSession = useOptionalSession as jest.MockedFunction<typeof useOptionalSession>;

const sizes = [
  { size: 'S', stock: 20 },
  { size: 'L', stock: 0 },
];

function renderPurchase() {
  return render(<ProductPurchase productId={7} offerPrice={49} mrp={55} sizes={sizes} initialSize="S" />);
}

function signedIn(loggedIn: boolean) {
  mockedSession.mockReturnValue({ isLoggedIn: loggedIn, token: loggedIn ? 'tok' : null } as unknown as SessionValue);
}

async function openFor(size: string) {
  fireEvent.click(screen.getByRole('radio', { name: `${size} (out of stock)` }));
  const opener = screen.getByRole('button', { name: BACK_IN_STOCK_OPEN });
  expect(opener).toHaveAttribute('aria-expanded', 'false');
  await act(async () => {
    fireEvent.click(opener);
  });
  expect(opener).toHaveAttribute('aria-expanded', 'true');
}

describe('Tell me when it’s back', () => {
  // The lazy form's module compiled once before the tests, so its first load does not race findBy's wait.
  beforeAll(async () => {
    await import('./back-in-stock-form');
  });
  beforeEach(() => {
    jest.useFakeTimers();
    requestBackInStock.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('is offered for a sold-out size only, and its form loads when opened, focus on the first choice', async () => {
    signedIn(true);
    renderPurchase();
    expect(screen.queryByRole('button', { name: BACK_IN_STOCK_OPEN })).toBeNull();
    await openFor('L');
    const whatsapp = await screen.findByRole('radio', { name: /WhatsApp/ });
    expect(whatsapp).toHaveFocus();
    expect(whatsapp).toBeChecked();
    expect(screen.getByRole('group', { name: 'Tell me when size L is back, by' })).toBeInTheDocument();
  });

  it('sends the chosen channel with the token and shows the server’s answer as a status', async () => {
    signedIn(true);
    requestBackInStock.mockResolvedValue({
      message: 'We will e-mail a@example.com once, when size L is back in stock.',
      request: { product_pk: 7, size: 'L', channel: 'email', created_at: '2026-11-30T00:00:00.000Z', created: true },
    });
    renderPurchase();
    await openFor('L');
    fireEvent.click(await screen.findByRole('radio', { name: /E-mail/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: BACK_IN_STOCK_SUBMIT }));
    });
    expect(requestBackInStock).toHaveBeenCalledWith({ product_pk: 7, size: 'L', channel: 'email' }, { token: 'tok' });
    expect(screen.getByText(/^We will e-mail a@example.com once/)).toHaveAttribute('role', 'status');
  });

  it('shows the channel’s problem under the choices, tied to them, and moves focus there', async () => {
    signedIn(true);
    requestBackInStock.mockRejectedValue(invalidFieldError('channel', 'needs a confirmed e-mail address'));
    renderPurchase();
    await openFor('L');
    fireEvent.click(await screen.findByRole('radio', { name: /E-mail/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: BACK_IN_STOCK_SUBMIT }));
    });
    const whatsapp = screen.getByRole('radio', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
    expect(whatsapp).toHaveAccessibleDescription('needs a confirmed e-mail address');
    expect(whatsapp).toHaveFocus();
  });

  it('asks a guest to log in, coming back to the product', async () => {
    signedIn(false);
    renderPurchase();
    await openFor('L');
    expect(await screen.findByText(/^Log in to be told when size L is back/)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fproduct%2F7');
    expect(requestBackInStock).not.toHaveBeenCalled();
  });
});
