import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { browserApi } from '@/lib/api/browser';
import type { Wishlist } from '@/lib/contract/wishlist';
import { WISHLIST_REMOVED_MESSAGE } from '@/lib/contract/wishlist-messages';
import { useSession, type SessionValue } from '@/components/session/session-provider';
import { WISHLIST_STORAGE_KEY } from '@/components/session/browser-storage';
import {
  WISHLIST_EMPTY,
  WISHLIST_LOGIN_LINK,
  WISHLIST_SOLD_OUT,
  addToCartLabel,
  removeFromWishlistLabel,
  wishlistGuestSavedText,
} from './wishlist-messages';
import { WishlistView } from './wishlist-view';

jest.mock('@/lib/api/browser', () => ({
  browserApi: { getWishlist: jest.fn(), removeFromWishlist: jest.fn(), mergeWishlist: jest.fn() },
}));
jest.mock('@/components/session/session-provider', () => ({
  useSession: jest.fn(),
  loginPathReturningTo: (path: string) => `/login?next=${encodeURIComponent(path)}`,
}));
const api = browserApi as unknown as jest.Mocked<Pick<typeof browserApi, 'getWishlist' | 'removeFromWishlist'>>;
const mockedSession = useSession as jest.MockedFunction<typeof useSession>;
const addToCart = jest.fn();

function session(token: string | null) {
  mockedSession.mockReturnValue({ ready: true, token, currency: 'INR', addToCart } as unknown as SessionValue);
}

const shawl: Wishlist['data'][number] = {
  product_pk: 4,
  product_name: 'Kantha Shawl',
  main_image: '/shawl.jpg',
  offer_price: 1499,
  mrp: 1999,
  on_sale: true,
  in_stock: true,
  sizes_in_stock: ['M', 'L'],
  added_at: '2026-11-30T09:00:00.000Z',
};
const quilt: Wishlist['data'][number] = {
  ...shawl,
  product_pk: 5,
  product_name: 'Dabu Quilt',
  on_sale: false,
  mrp: 1499,
  in_stock: false,
  sizes_in_stock: [],
};

function renderView() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <h1 id="wishlist-heading">Your wish list</h1>
      <WishlistView />
    </SWRConfig>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe('the wish list page', () => {
  it('asks a guest to log in, coming back here, and says how many products this device holds', () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([4, 5]));
    session(null);
    renderView();
    expect(screen.getByText(wishlistGuestSavedText(2))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: WISHLIST_LOGIN_LINK })).toHaveAttribute(
      'href',
      '/login?next=%2Faccount%2Fwishlist',
    );
  });

  it('lists the products as the server answers them: price, sold out in words, Add to cart only for what is in stock', async () => {
    session('tok');
    api.getWishlist.mockResolvedValue({ currency: 'INR', count: 2, data: [shawl, quilt] });
    renderView();
    const items = within(await screen.findByRole('list', { name: 'Your wish list' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Kantha Shawl' })).toHaveAttribute('href', '/product/4');
    expect(first).toHaveTextContent('Price ₹1,499');
    expect(first).toHaveTextContent('Was ₹1,999');
    expect(within(first).getByRole('button', { name: addToCartLabel('Kantha Shawl') })).toBeInTheDocument();
    expect(second).toHaveTextContent(WISHLIST_SOLD_OUT);
    expect(within(second).queryByRole('button', { name: addToCartLabel('Dabu Quilt') })).toBeNull();

    addToCart.mockResolvedValue({ ok: true, message: 'Added to cart.' });
    fireEvent.change(within(first).getByLabelText('Size of Kantha Shawl'), { target: { value: 'L' } });
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: addToCartLabel('Kantha Shawl') }));
    });
    expect(addToCart).toHaveBeenCalledWith({ product_pk: 4, size: 'L', quantity: 1, offer_price: 1499, mrp: 1999 });
    expect(within(first).getByRole('status')).toHaveTextContent('Added to cart.');
  });

  it('removes a product, moves focus to the line that says so, and shows the empty state last', async () => {
    session('tok');
    api.getWishlist.mockResolvedValue({ currency: 'INR', count: 1, data: [shawl] });
    api.removeFromWishlist.mockResolvedValue({
      currency: 'INR',
      count: 0,
      data: [],
      message: WISHLIST_REMOVED_MESSAGE,
    });
    renderView();
    const remove = await screen.findByRole('button', { name: removeFromWishlistLabel('Kantha Shawl') });
    await act(async () => {
      fireEvent.click(remove);
    });
    expect(api.removeFromWishlist).toHaveBeenCalledWith({ product_pk: 4, currency: 'INR' }, { token: 'tok' });
    const status = screen.getByText(`Kantha Shawl: ${WISHLIST_REMOVED_MESSAGE}`);
    expect(status).toHaveFocus();
    expect(screen.getByText(WISHLIST_EMPTY)).toBeInTheDocument();
  });
});
