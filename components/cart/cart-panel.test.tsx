import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import type { CartItem } from '@/lib/contract/cart';
import { CartPanel, type CartPanelProps } from './cart-panel';

// jsdom has <dialog> without its modal methods: what a browser does, minus the top layer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const line: CartItem = {
  id: 3,
  product_pk: 7,
  product_name: 'Indigo Dabu Cushion Cover',
  image: '/media/products/a-1.webp',
  size: 'M',
  quantity: 2,
  offer_price: 2289,
  mrp: 2859,
  is_direct_buy: false,
  stock: 5,
};

function renderPanel(overrides: Partial<CartPanelProps> = {}) {
  const opener = createRef<HTMLButtonElement>();
  const onClose = jest.fn();
  const view = render(
    <>
      <button type="button" ref={opener}>
        Add to Cart
      </button>
      <CartPanel
        message="Added to cart."
        line={line}
        count={3}
        subtotal={5678.5}
        currency="INR"
        signedIn
        opener={opener}
        onClose={onClose}
        {...overrides}
      />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Added to cart.' });
  return { ...view, dialog, opener, onClose };
}

describe('CartPanel', () => {
  it("is a modal dialog labelled by the server's 'Added to cart.', opened with focus on its heading", () => {
    const { dialog } = renderPanel();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Added to cart.' })).toHaveFocus();
  });

  it("shows the line and the totals as the server answered them, in the cart's currency", () => {
    const { dialog } = renderPanel();
    expect(within(dialog).getByText('Indigo Dabu Cushion Cover')).toBeInTheDocument();
    const facts = [...dialog.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual([
      'Size: M',
      'In your cart: 2',
      'Price: ₹2,289',
      'Items in your cart: 3',
      'Subtotal: ₹5,678.50',
    ]);
    expect(dialog.querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('a-1.webp'));
  });

  it('leads to the cart, and to checkout as the cart starts it (a guest by way of the login)', () => {
    const { dialog, unmount } = renderPanel();
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cart?checkout');
    unmount();
    const guest = renderPanel({ signedIn: false });
    expect(within(guest.dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/cart?checkout')}`,
    );
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const { dialog, opener, onClose } = renderPanel();
    fireEvent.keyDown(within(dialog).getByRole('heading'), { key: 'Escape' });
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener.current).toHaveFocus();
  });

  it('closes on its close button and on a click outside (the backdrop), focus back on the opener', () => {
    const first = renderPanel();
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(first.opener.current).toHaveFocus();
    first.unmount();

    const second = renderPanel();
    // A click inside the panel keeps it open; one on the dialog itself (its backdrop) closes it.
    fireEvent.click(within(second.dialog).getByText('Indigo Dabu Cushion Cover'));
    expect(second.dialog).toHaveAttribute('open');
    fireEvent.click(second.dialog);
    expect(second.dialog).not.toHaveAttribute('open');
    expect(second.onClose).toHaveBeenCalledTimes(1);
    expect(second.opener.current).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab from the heading to the last', () => {
    const { dialog } = renderPanel();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const checkout = within(dialog).getByRole('link', { name: 'Checkout' });
    act(() => checkout.focus());
    fireEvent.keyDown(checkout, { key: 'Tab' });
    expect(close).toHaveFocus();
    act(() => within(dialog).getByRole('heading').focus());
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(checkout).toHaveFocus();
  });

  it('following a link closes the panel without pulling focus back to the page behind', () => {
    const { dialog, opener, onClose } = renderPanel();
    const view = within(dialog).getByRole('link', { name: 'View cart' });
    view.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(view);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener.current).not.toHaveFocus();
  });

  it('shows the totals alone when the answer has no line for the item', () => {
    const { dialog } = renderPanel({ line: undefined });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByText('Subtotal')).toBeInTheDocument();
  });

  it('locks the page scroll while open and gives it back on close', () => {
    const { unmount } = renderPanel();
    expect(document.documentElement.style.overflow).toBe('hidden');
    unmount();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
