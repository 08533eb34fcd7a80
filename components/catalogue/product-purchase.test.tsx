import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ProductDetailResponse } from '@/lib/contract';
import { browserApi } from '@/lib/api/browser';
import { useOptionalSession, type SessionValue } from '@/components/session/session-provider';
import { ADD_TO_CART_LABEL } from './catalogue-messages';
import { PRODUCT_DETAIL_DEBOUNCE_MS, ProductPurchase } from './product-purchase';

jest.mock('@/lib/api/browser', () => ({ browserApi: { getProductDetail: jest.fn() } }));
jest.mock('@/components/session/session-provider', () => ({ useOptionalSession: jest.fn() }));
const getProductDetail = browserApi.getProductDetail as jest.MockedFunction<typeof browserApi.getProductDetail>;
const mockedSession = useOptionalSession as jest.MockedFunction<typeof useOptionalSession>;

const sizes = [
  { size: 'S', stock: 20 },
  { size: 'M', stock: 2 },
  { size: 'L', stock: 0 },
  { size: 'XL', stock: 9 },
];

function detailFor(size: string, stock: number): ProductDetailResponse {
  const summary = {
    id: 7,
    product_code: 10107,
    product_name: 'Rani Pink Leheriya Sundress',
    description: 'Tie-dyed cotton voile.',
    main_image: '/media/products/10107-1.webp',
    offer_price: 49,
    mrp: 55,
    rating: 4,
    review_count: 4,
    top_selling: false,
    new_arrival: false,
    is_active: true,
    category_pk: 1,
    sub_category_pk: 1,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
  return {
    data: {
      ...summary,
      name: summary.product_name,
      second_media: '',
      third_media: '',
      fourth_media: '',
      fifth_media: '',
      picture_alts: ['', '', '', '', ''],
      category_name: 'Women',
      sub_category_name: 'Dresses',
      size,
      stock,
      sizes: sizes.map((option) => (option.size === size ? { size, stock } : option)),
    },
    related_product: [],
  };
}

function renderPurchase(onAdd?: jest.Mock) {
  return render(<ProductPurchase productId={7} offerPrice={49} mrp={55} sizes={sizes} initialSize="S" onAdd={onAdd} />);
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedSession.mockReturnValue(null);
  getProductDetail.mockReset();
  getProductDetail.mockImplementation(async (input) => detailFor(String(input.size), 1));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ProductPurchase', () => {
  it('offers the sizes as a labelled radio group, S chosen first', () => {
    renderPurchase();
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'L (out of stock)' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('In stock');
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
  });

  it('shows the stock of the chosen size at once and marks Add to Cart unavailable when it is out of stock', () => {
    renderPurchase();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 left');
    expect(screen.getByRole('button', { name: ADD_TO_CART_LABEL })).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('radio', { name: 'L (out of stock)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: ADD_TO_CART_LABEL })).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves focus to the line saying the size is out of stock when Add to Cart is pressed for it', async () => {
    const onAdd = jest.fn();
    renderPurchase(onAdd);
    fireEvent.click(screen.getByRole('radio', { name: 'L (out of stock)' }));
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    button.focus();
    await act(async () => button.click());
    expect(onAdd).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent('Out of stock');
  });

  it('reads the stock again when the cart refuses the add, and focuses the line when the size sold out meanwhile', async () => {
    const addToCart = jest.fn(async () => ({
      ok: false as const,
      message: 'Could not add: this size is out of stock.',
    }));
    mockedSession.mockReturnValue({ addToCart } as unknown as SessionValue);
    getProductDetail.mockImplementation(async (input) => detailFor(String(input.size), 0));
    renderPurchase();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    button.focus();
    await act(async () => button.click());
    expect(addToCart).toHaveBeenCalledWith({ product_pk: 7, size: 'M', quantity: 1, offer_price: 49, mrp: 55 });
    // At once, not after the size change's one-second wait, and only once.
    expect(getProductDetail).toHaveBeenCalledTimes(1);
    expect(getProductDetail).toHaveBeenCalledWith({ product_pk: 7, size: 'M' }, expect.anything());
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(document.activeElement).toHaveTextContent('Out of stock');
    await act(async () => jest.advanceTimersByTime(5000));
    expect(getProductDetail).toHaveBeenCalledTimes(1);
  });

  it("opens the cart panel (its code loaded on the press) with the server's answer, not the old toast; Escape gives focus back", async () => {
    jest.useRealTimers();
    // jsdom has <dialog> without its modal methods: what a browser does, minus the top layer.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    const answered = {
      data: {
        data: [
          {
            id: 1,
            product_pk: 7,
            product_name: 'Rani Pink Leheriya Sundress',
            image: '/media/products/10107-1.webp',
            size: 'M',
            quantity: 3,
            offer_price: 4099,
            mrp: 4599,
            is_direct_buy: false,
            stock: 2,
          },
        ],
      },
      cart_id: 'c1',
      currency: 'INR' as const,
      subtotal: 12297,
      count: 3,
    };
    const addToCart = jest.fn(async () => ({ ok: true as const, message: 'Added to cart.', cart: answered }));
    mockedSession.mockReturnValue({ addToCart, isLoggedIn: true } as unknown as SessionValue);
    renderPurchase();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    button.focus();
    await act(async () => button.click());
    const panel = await screen.findByRole('dialog', { name: 'Added to cart.' });
    expect(panel).toHaveTextContent('Rani Pink Leheriya Sundress');
    expect(panel).toHaveTextContent('₹4,099');
    expect(panel).toHaveTextContent('₹12,297');
    // The centred toast is gone: 'Added to cart.' is said once, by the panel.
    expect(screen.getAllByText('Added to cart.')).toHaveLength(1);
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('leaves focus on Add to Cart when the refused size is still in stock', async () => {
    const addToCart = jest.fn(async () => ({ ok: false as const, message: 'Could not add to the cart.' }));
    mockedSession.mockReturnValue({ addToCart } as unknown as SessionValue);
    getProductDetail.mockImplementation(async (input) => detailFor(String(input.size), 2));
    renderPurchase();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    const button = screen.getByRole('button', { name: ADD_TO_CART_LABEL });
    button.focus();
    await act(async () => button.click());
    expect(getProductDetail).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });

  it('reloads the details for the new size 1000 ms after the change, not before', async () => {
    renderPurchase();
    expect(PRODUCT_DETAIL_DEBOUNCE_MS).toBe(1000);
    fireEvent.click(screen.getByRole('radio', { name: 'XL' }));
    expect(screen.getByRole('status')).toHaveTextContent('In stock');

    act(() => jest.advanceTimersByTime(999));
    expect(getProductDetail).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTime(1));
    expect(getProductDetail).toHaveBeenCalledTimes(1);
    expect(getProductDetail).toHaveBeenCalledWith(
      { product_pk: 7, size: 'XL' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    // The fresh answer says only 1 XL is left.
    expect(screen.getByRole('status')).toHaveTextContent('Only 1 left');
  });

  it('makes one call for the last size after quick successive changes', async () => {
    renderPurchase();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    act(() => jest.advanceTimersByTime(400));
    fireEvent.click(screen.getByRole('radio', { name: 'XL' }));
    act(() => jest.advanceTimersByTime(900));
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    act(() => jest.advanceTimersByTime(999));
    expect(getProductDetail).not.toHaveBeenCalled();

    await act(async () => jest.advanceTimersByTime(1));
    await act(async () => jest.advanceTimersByTime(5000));
    expect(getProductDetail).toHaveBeenCalledTimes(1);
    expect(getProductDetail).toHaveBeenCalledWith({ product_pk: 7, size: 'S' }, expect.anything());
  });

  it('keeps the known stock when the reload fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    getProductDetail.mockRejectedValue(new Error('offline'));
    renderPurchase();
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    await act(async () => jest.advanceTimersByTime(1000));
    expect(getProductDetail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 left');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('hands the chosen size and quantity to the cart hook', async () => {
    const onAdd = jest.fn();
    renderPurchase(onAdd);
    fireEvent.click(screen.getByRole('radio', { name: 'XL' }));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    await act(async () => screen.getByRole('button', { name: ADD_TO_CART_LABEL }).click());
    expect(onAdd).toHaveBeenCalledWith({ productId: 7, size: 'XL', quantity: 3, offerPrice: 49, mrp: 55 });
  });

  it('never asks for more than the stock of the size', async () => {
    const onAdd = jest.fn();
    renderPurchase(onAdd);
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '5' } });
    fireEvent.blur(screen.getByLabelText('Quantity'));
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    await act(async () => screen.getByRole('button', { name: ADD_TO_CART_LABEL }).click());
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ size: 'M', quantity: 2 }));
  });
});
