import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import {
  ORDER_PLACED_BANNER_MS,
  ORDER_PLACED_DISMISS_LABEL,
  ORDER_PLACED_MESSAGE,
  ORDER_PLACED_STORAGE_KEY,
} from './checkout-messages';
import { markOrderPlaced, takeOrderPlaced } from './order-placed-flag';
import { OrderSuccessBanner } from './order-success-banner';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const mockedUsePathname = usePathname as jest.MockedFunction<typeof usePathname>;

function arrive() {
  act(() => {
    jest.advanceTimersByTime(0);
  });
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  mockedUsePathname.mockReturnValue('/');
});

afterEach(() => {
  scrollTo.mockRestore();
  jest.useRealTimers();
});

describe('OrderSuccessBanner', () => {
  it('shows the exact success text of spec section 4 on the home page after an order, once', () => {
    markOrderPlaced('SS-20261126-0042');
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
    markOrderPlaced('SS-20261126-0042');
    render(<OrderSuccessBanner />);
    arrive();
    fireEvent.click(screen.getByRole('button', { name: ORDER_PLACED_DISMISS_LABEL }));
    expect(screen.queryByText(ORDER_PLACED_MESSAGE)).toBeNull();
  });

  it('closes itself after a while', () => {
    markOrderPlaced('SS-20261126-0042');
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
    markOrderPlaced('SS-20261126-0042');
    mockedUsePathname.mockReturnValue('/cart');
    const { rerender } = render(<OrderSuccessBanner />);
    arrive();
    expect(screen.queryByText(ORDER_PLACED_MESSAGE)).toBeNull();
    expect(window.sessionStorage.getItem(ORDER_PLACED_STORAGE_KEY)).toBe('SS-20261126-0042');

    mockedUsePathname.mockReturnValue('/');
    rerender(<OrderSuccessBanner />);
    arrive();
    expect(screen.getByText(ORDER_PLACED_MESSAGE)).toBeInTheDocument();
  });

  it('names the order with a link to its page, and opens the home page at its very top', () => {
    markOrderPlaced('SS-20261126-0042');
    render(<OrderSuccessBanner />);
    expect(scrollTo).not.toHaveBeenCalled();
    arrive();
    expect(screen.getByRole('link', { name: 'View order SS-20261126-0042' })).toHaveAttribute(
      'href',
      '/account/orders/SS-20261126-0042',
    );
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }));
  });

  it('reads a flag without a number (written by an older page) as a banner without a link', () => {
    window.sessionStorage.setItem(ORDER_PLACED_STORAGE_KEY, '1');
    expect(takeOrderPlaced()).toBe('');
    expect(takeOrderPlaced()).toBeNull();
  });

  it('stays while focus is on it, and closes itself after a while once focus left', () => {
    markOrderPlaced('SS-20261126-0042');
    render(<OrderSuccessBanner />);
    arrive();
    const link = screen.getByRole('link', { name: 'View order SS-20261126-0042' });
    act(() => link.focus());
    act(() => {
      jest.advanceTimersByTime(ORDER_PLACED_BANNER_MS * 3);
    });
    expect(link).toBeInTheDocument();
    act(() => link.blur());
    act(() => {
      jest.advanceTimersByTime(ORDER_PLACED_BANNER_MS);
    });
    expect(screen.queryByText(ORDER_PLACED_MESSAGE)).toBeNull();
  });
});
