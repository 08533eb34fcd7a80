import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@/components/session/session-provider';
import { browserApi } from '@/lib/api/browser';
import type { BuyAgainAnswer } from '@/lib/contract/buy-again';
import { ApiError } from '@/lib/contract/errors';
import { testSessionValue } from '@/lib/testing/session-value';
import { BuyAgainButton } from './buy-again-button';
import { BUY_AGAIN_FAILED, BUY_AGAIN_LABEL, BUY_AGAIN_NOT_ADDED } from './orders-messages';

jest.mock('@/components/session/session-provider', () => ({
  ...jest.requireActual('@/components/session/session-provider'),
  useSession: jest.fn(),
}));
jest.mock('@/lib/api/browser', () => ({ browserApi: { buyAgain: jest.fn() } }));

const mockedUseSession = useSession as jest.MockedFunction<typeof useSession>;
const buyAgain = browserApi.buyAgain as jest.MockedFunction<typeof browserApi.buyAgain>;

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

const answer: BuyAgainAnswer = {
  message: "Some of this order's items are in your cart, at today's prices; the others could not be added.",
  cart_id: 'c-1',
  added: [{ product_pk: 7, product_name: 'Block-print kurta', size: 'M', quantity: 2, in_cart: 2, offer_price: 12.5 }],
  unavailable: [
    {
      product_pk: 8,
      product_name: 'Indigo stole',
      size: 'Free',
      quantity: 1,
      reason: 'inactive',
      available: 0,
      message: 'Indigo stole is no longer sold.',
    },
    {
      product_pk: 9,
      product_name: 'Mojari',
      size: '38',
      quantity: 1,
      reason: 'sold_out',
      available: 0,
      message: 'Mojari, size 38, is sold out.',
    },
  ],
  data: { data: { data: [] }, cart_id: 'c-1', currency: 'USD', subtotal: 25, count: 2 },
};

describe('BuyAgainButton', () => {
  beforeEach(() => {
    buyAgain.mockReset();
  });

  it("puts the order back in the cart, refreshes the session's cart, opens the panel and says what was not added", async () => {
    const refreshCart = jest.fn().mockResolvedValue(undefined);
    mockedUseSession.mockReturnValue(testSessionValue({ token: 'tok-9', currency: 'USD', refreshCart }));
    buyAgain.mockResolvedValue(answer);
    render(<BuyAgainButton orderNumber="JH-261120-AAAA0000" />);

    const button = screen.getByRole('button', { name: BUY_AGAIN_LABEL });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: answer.message });
    expect(buyAgain).toHaveBeenCalledWith({ order_id: 'JH-261120-AAAA0000', currency: 'USD' }, { token: 'tok-9' });
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Indigo stole is no longer sold.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');

    // Closed, focus goes back to the button and the status message keeps what could not be added.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(answer.message);
    expect(status).toHaveTextContent(BUY_AGAIN_NOT_ADDED);
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Indigo stole is no longer sold.', 'Mojari, size 38, is sold out.']);
  });

  it('opens no panel when nothing could be added, only the status message', async () => {
    mockedUseSession.mockReturnValue(testSessionValue({ token: 'tok-9', refreshCart: jest.fn() }));
    buyAgain.mockResolvedValue({ ...answer, message: "None of this order's items can be bought now.", added: [] });
    render(<BuyAgainButton orderNumber="JH-261120-AAAA0000" />);
    fireEvent.click(screen.getByRole('button', { name: BUY_AGAIN_LABEL }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("None of this order's items can be bought now."),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal, or a general failure, as an alert", async () => {
    mockedUseSession.mockReturnValue(testSessionValue({ token: 'tok-9', refreshCart: jest.fn() }));
    buyAgain.mockRejectedValueOnce(new ApiError('not_found', 'Order not found', { field: 'order_id' }));
    render(<BuyAgainButton orderNumber="JH-261120-AAAA0000" />);
    fireEvent.click(screen.getByRole('button', { name: BUY_AGAIN_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');

    buyAgain.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: BUY_AGAIN_LABEL }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(BUY_AGAIN_FAILED));
  });
});
