import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { browserApi } from '@/lib/api/browser';
import { invalidFieldError } from '@/lib/contract/api-error';
import type { Wishlist } from '@/lib/contract/wishlist';
import {
  WISHLIST_ADDED_MESSAGE,
  WISHLIST_REMOVED_MESSAGE,
  wishlistFullMessage,
} from '@/lib/contract/wishlist-messages';
import { useOptionalSession, type SessionValue } from '@/components/session/session-provider';
import { WISHLIST_STORAGE_KEY } from '@/components/session/browser-storage';
import { wishlistToggleLabel } from './wishlist-toggle-labels';
import { WISHLIST_GUEST_REMOVED, WISHLIST_GUEST_SAVED } from './wishlist-toggle-messages';
import { WishlistToggle } from './wishlist-toggle';

jest.mock('@/lib/api/browser', () => ({
  browserApi: {
    getWishlist: jest.fn(),
    addToWishlist: jest.fn(),
    removeFromWishlist: jest.fn(),
    mergeWishlist: jest.fn(),
  },
}));
jest.mock('@/components/session/session-provider', () => ({ useOptionalSession: jest.fn() }));
const api = browserApi as unknown as jest.Mocked<
  Pick<typeof browserApi, 'getWishlist' | 'addToWishlist' | 'removeFromWishlist' | 'mergeWishlist'>
>;
const mockedSession = useOptionalSession as jest.MockedFunction<typeof useOptionalSession>;

const NAME = 'Indigo Dabu Quilt';

function session(token: string | null) {
  mockedSession.mockReturnValue({ ready: true, token, isLoggedIn: token !== null, currency: 'INR' } as SessionValue);
}

function list(ids: number[]): Wishlist {
  return {
    currency: 'INR',
    count: ids.length,
    data: ids.map((id) => ({
      product_pk: id,
      product_name: `Product ${id}`,
      main_image: '/p.jpg',
      offer_price: 999,
      mrp: 1299,
      on_sale: true,
      in_stock: true,
      sizes_in_stock: ['M'],
      added_at: '2026-11-30T09:00:00.000Z',
    })),
  };
}

async function renderToggle() {
  render(<WishlistToggle productId={7} productName={NAME} />);
  const heart = screen.getByRole('button', { name: wishlistToggleLabel(NAME) });
  // The heart's code loads after the page is up, then reads whether the product is listed.
  await act(async () => {
    await import('./wishlist-toggle-logic');
  });
  return heart;
}

async function press(heart: HTMLElement) {
  await act(async () => {
    fireEvent.click(heart);
  });
}

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});
afterEach(() => jest.restoreAllMocks());

describe('the wish list heart', () => {
  it('keeps a guest’s product in this browser, pressed and named the same, and says so', async () => {
    session(null);
    const heart = await renderToggle();
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await press(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveAccessibleName(wishlistToggleLabel(NAME));
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([7]);
    expect(screen.getByText(WISHLIST_GUEST_SAVED)).toBeInTheDocument();

    await press(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
    expect(screen.getByText(WISHLIST_GUEST_REMOVED)).toBeInTheDocument();
    expect(api.addToWishlist).not.toHaveBeenCalled();
  });

  it('shows a guest’s product already saved here as pressed', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([3, 7]));
    session(null);
    const heart = await renderToggle();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('reads and changes a signed-in shopper’s list on the server, showing what the server answered', async () => {
    session('tok');
    api.getWishlist.mockResolvedValue(list([7]));
    api.removeFromWishlist.mockResolvedValue({ ...list([]), message: WISHLIST_REMOVED_MESSAGE });
    api.addToWishlist.mockResolvedValue({ ...list([7]), message: WISHLIST_ADDED_MESSAGE });
    const heart = await renderToggle();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.getWishlist).toHaveBeenCalledWith({ product_pk: 7, currency: 'INR' }, { token: 'tok' });

    await press(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(api.removeFromWishlist).toHaveBeenCalledWith({ product_pk: 7, currency: 'INR' }, { token: 'tok' });
    expect(screen.getByText(WISHLIST_REMOVED_MESSAGE)).toBeInTheDocument();

    await press(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.addToWishlist).toHaveBeenCalledWith({ product_pk: 7, currency: 'INR' }, { token: 'tok' });
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('sends a guest list still in this browser to the account before reading it, then forgets it', async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([7, 9]));
    session('tok');
    api.mergeWishlist.mockResolvedValue({ ...list([9, 7]), message: 'merged', merged: 2, ignored: 0, over_limit: 0 });
    api.getWishlist.mockResolvedValue(list([7]));
    const heart = await renderToggle();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(api.mergeWishlist).toHaveBeenCalledWith({ product_pks: [7, 9], currency: 'INR' }, { token: 'tok' });
    expect(api.mergeWishlist.mock.invocationCallOrder[0]).toBeLessThan(
      api.getWishlist.mock.invocationCallOrder[0] ?? 0,
    );
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('stays unpressed and says why when the server refuses (a full list)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    session('tok');
    api.getWishlist.mockResolvedValue(list([]));
    api.addToWishlist.mockRejectedValue(invalidFieldError('product_pk', wishlistFullMessage(200)));
    const heart = await renderToggle();
    await press(heart);
    await waitFor(() => expect(screen.getByText(`This product ${wishlistFullMessage(200)}.`)).toBeInTheDocument());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
