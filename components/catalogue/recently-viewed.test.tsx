/** The "Recently viewed" slot and band (docs/decisions/050): what is recorded, when the band loads, what it shows. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { browserApi } from '@/lib/api/browser';
import type { ProductSummary } from '@/lib/contract/catalogue';
import { formatPrice, toInr } from '@/lib/money';
import { RecentlyViewed } from './recently-viewed';
import { RECENTLY_VIEWED_CLEARED, RECENTLY_VIEWED_CLEAR_NAME, RECENTLY_VIEWED_TITLE } from './recently-viewed-messages';
import { RECENTLY_VIEWED_STORAGE_KEY, readRecentlyViewed, recordRecentlyViewed } from './recently-viewed-storage';

jest.mock('@/lib/api/browser', () => ({ browserApi: { getProductsById: jest.fn() } }));
const getProductsById = browserApi.getProductsById as jest.MockedFunction<typeof browserApi.getProductsById>;

function summary(id: number, name: string, offerPrice: number): ProductSummary {
  return {
    id,
    product_code: 1000 + id,
    product_name: name,
    description: '',
    main_image: `/media/products/${id}.jpg`,
    offer_price: offerPrice,
    mrp: offerPrice + 10,
    rating: 0,
    review_count: 0,
    top_selling: false,
    new_arrival: false,
    is_active: true,
    category_pk: 1,
    sub_category_pk: null,
    updated_at: '2026-11-01T00:00:00.000Z',
  };
}

/** A stand-in for the browser's IntersectionObserver: the test says when the slot nears the screen. */
const observers: { callback: IntersectionObserverCallback; observer: IntersectionObserver; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private readonly targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, observer: this as unknown as IntersectionObserver, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
}

/** Observers watching the band's slot (links watch themselves too, to prefetch). */
function slotObservers() {
  return observers.filter(({ targets }) => targets.some((target) => target.hasAttribute('data-recently-viewed')));
}

function scrollNear() {
  act(() => {
    for (const { callback, observer } of slotObservers()) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
    }
  });
}

beforeAll(() => {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
});

beforeEach(() => {
  window.localStorage.clear();
  observers.length = 0;
  getProductsById.mockReset();
});

describe('RecentlyViewed', () => {
  it('records the product page’s visit and shows nothing when no other product was viewed', () => {
    render(<RecentlyViewed productId={7} />);
    expect(readRecentlyViewed()).toEqual([7]);
    expect(slotObservers()).toHaveLength(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(getProductsById).not.toHaveBeenCalled();
  });

  it('loads nothing until the slot nears the screen, then shows the server’s cards, newest first, not the page’s own', async () => {
    recordRecentlyViewed(1);
    recordRecentlyViewed(2);
    getProductsById.mockResolvedValue({
      data: [summary(2, 'Indigo Cushion Cover', 24), summary(1, 'Dabu Stole', 31.5)],
    });

    render(<RecentlyViewed productId={3} />);
    expect(readRecentlyViewed()).toEqual([3, 2, 1]);
    expect(getProductsById).not.toHaveBeenCalled();

    scrollNear();
    const band = await screen.findByRole('region', { name: RECENTLY_VIEWED_TITLE });
    expect(getProductsById).toHaveBeenCalledTimes(1);
    expect(getProductsById.mock.calls[0]?.[0]).toEqual({ ids: [2, 1] });
    expect(within(band).getByRole('heading', { level: 2, name: RECENTLY_VIEWED_TITLE })).toBeInTheDocument();
    const items = within(within(band).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Indigo Cushion Cover',
      'Dabu Stole',
    ]);
    // The price the server answered, in both currencies (the page's currency shows one).
    expect(within(items[0]!).getByText(formatPrice(24, 'USD'))).toHaveAttribute('data-price', 'USD');
    expect(within(items[0]!).getByText(formatPrice(toInr(24), 'INR'))).toHaveAttribute('data-price', 'INR');
    expect(within(items[0]!).getByRole('link', { name: 'Indigo Cushion Cover' })).toHaveAttribute('href', '/product/2');
  });

  it('shows no band when the server knows none of the products any more', async () => {
    recordRecentlyViewed(1);
    getProductsById.mockResolvedValue({ data: [] });
    render(<RecentlyViewed productId={3} />);
    scrollNear();
    await waitFor(() => expect(getProductsById).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows no band when the call fails', async () => {
    recordRecentlyViewed(1);
    getProductsById.mockRejectedValue(new Error('offline'));
    render(<RecentlyViewed productId={3} />);
    scrollNear();
    await waitFor(() => expect(getProductsById).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('off a product page (the empty cart) shows every kept product and records nothing', async () => {
    recordRecentlyViewed(4);
    recordRecentlyViewed(5);
    getProductsById.mockResolvedValue({ data: [summary(5, 'Mirror-Work Tote', 18), summary(4, 'Kantha Throw', 60)] });
    render(<RecentlyViewed />);
    scrollNear();
    await screen.findByRole('region', { name: RECENTLY_VIEWED_TITLE });
    expect(getProductsById.mock.calls[0]?.[0]).toEqual({ ids: [5, 4] });
    expect(readRecentlyViewed()).toEqual([5, 4]);
  });

  it('“Clear recently viewed” forgets the list, hides the band and puts focus on the line that says so', async () => {
    recordRecentlyViewed(1);
    getProductsById.mockResolvedValue({ data: [summary(1, 'Dabu Stole', 31.5)] });
    render(<RecentlyViewed productId={3} />);
    scrollNear();
    await screen.findByRole('region', { name: RECENTLY_VIEWED_TITLE });

    fireEvent.click(screen.getByRole('button', { name: RECENTLY_VIEWED_CLEAR_NAME }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(RECENTLY_VIEWED_CLEARED);
    await waitFor(() => expect(status).toHaveFocus());
  });
});
