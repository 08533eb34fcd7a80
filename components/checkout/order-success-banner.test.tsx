import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { ORDER_PLACED_BANNER_MS, ORDER_PLACED_DISMISS_LABEL, ORDER_PLACED_MESSAGE, ORDER_PLACED_STORAGE_KEY } from './checkout-messages';
import { markOrderPlaced } from './order-placed-flag';
import { OrderSuccessBanner } from './order-success-banner';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const mockedUsePathname = usePathname as jest.MockedFunction<typeof usePathname>;

function arrive() {
  act(() => {
    jest.advanceTimersByTime(0);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  mockedUsePathname.mockReturnValue('/');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('OrderSuccessBanner', () => {
  it('shows the exact success text of spec section 4 on the home page after an order, once', () => {
    markOrderPlaced();
    const { unmount } = render(<OrderSuccessBanner />);
    arrive();
    expect(screen.getByRole('status')).toHaveTextContent(ORDER_PLACED_MESSAGE);
    expect(ORDER_PLACED_MESSAGE).toBe('Your Order Placed successfully, You get invoice over Mail/Whatsapp.');
    expect(window.sessionStorage.getItem(ORDER_PLACED_STORAGE_KEY)).toBeNull();

    // Read once: the next visit of the home page shows nothing.
    unmount();
    render(<OrderSuccessBanner />);
    arrive();
    expect(screen.queryByText(ORDER_PLACED_MESSAGE)).toBeNull();
  });

  it('shows nothing without the flag', () => {
    render(<OrderSuccessBanner />);
    arrive();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes with its button', () => {
    markOrderPlaced();
    render(<OrderSuccessBanner />);
    arrive();
    fireEvent.click(screen.getByRole('button', { name: ORDER_PLACED_DISMISS_LABEL }));
    expect(screen.queryByText(ORDER_PLACED_MESSAGE)).toBeNull();
  });

  it('closes itself after a while', () => {
    markOrderPlaced();
    render(<OrderSuccessBanner />);
    arrive();
    act(() => {
      jest.advanceTimersByTime(ORDER_PLACED_BANNER_MS - 1);
    });
    expect(screen.getByText(ORDER_PLACED_MESSAGE)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText(ORDER_PLACED_MESSAGE)).toBeNull();
  });

  it('waits for the home page when mounted in the layout, then shows after the client-side navigation', () => {
    markOrderPlaced();
    mockedUsePathname.mockReturnValue('/cart');
    const { rerender } = render(<OrderSuccessBanner />);
    arrive();
    expect(screen.queryByText(ORDER_PLACED_MESSAGE)).toBeNull();
    expect(window.sessionStorage.getItem(ORDER_PLACED_STORAGE_KEY)).toBe('1');

    mockedUsePathname.mockReturnValue('/');
    rerender(<OrderSuccessBanner />);
    arrive();
    expect(screen.getByText(ORDER_PLACED_MESSAGE)).toBeInTheDocument();
  });
});
