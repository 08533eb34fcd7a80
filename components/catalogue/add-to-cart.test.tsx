import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadCartSync } from '@/components/session/cart-sync-loader';
import { AddToCart } from './add-to-cart';

jest.mock('@/components/session/cart-sync-loader', () => ({ loadCartSync: jest.fn(async () => ({})) }));
import { ADD_TO_CART_LABEL } from './catalogue-messages';

const item = { productId: 7, size: 'M', quantity: 2, offerPrice: 49, mrp: 55 };

describe('AddToCart', () => {
  beforeEach(() => jest.mocked(loadCartSync).mockClear());

  it("loads the cart's code as the pointer or the focus reaches it, before any press", () => {
    render(<AddToCart {...item} inStock onAdd={jest.fn()} />);
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    expect(loadCartSync).not.toHaveBeenCalled();
    fireEvent.pointerEnter(button);
    expect(loadCartSync).toHaveBeenCalledTimes(1);
    fireEvent.focus(button);
    expect(loadCartSync).toHaveBeenCalledTimes(2);
  });

  it('is a real button that hands the item to the cart hook', async () => {
    const onAdd = jest.fn();
    render(<AddToCart {...item} inStock onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    expect(button).toHaveAttribute('type', 'button');
    await act(async () => button.click());
    expect(onAdd).toHaveBeenCalledWith(item);
  });

  it('adds nothing when the size is out of stock, yet stays focusable and calls onSoldOut when pressed', async () => {
    const onAdd = jest.fn();
    const onSoldOut = jest.fn();
    render(<AddToCart {...item} inStock={false} onAdd={onAdd} onSoldOut={onSoldOut} />);
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    // aria-disabled, never disabled: Tab still reaches it and a press can say why nothing happens.
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.focus();
    expect(button).toHaveFocus();
    await act(async () => button.click());
    expect(onAdd).not.toHaveBeenCalled();
    expect(onSoldOut).toHaveBeenCalledTimes(1);
  });

  it('is busy while the cart adds the item, keeping keyboard focus (aria-disabled, never disabled)', async () => {
    let finish: () => void = () => undefined;
    const onAdd = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<AddToCart {...item} inStock onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    button.focus();
    await act(async () => button.click());
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await act(async () => button.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
