import { render, screen, within } from '@testing-library/react';
import type { ProductSummary } from '@/lib/contract';
import { INSTAGRAM_LINK } from '@/lib/navigation';

const mockGetTopSellingProducts = jest.fn();
jest.mock('@/lib/api/server', () => ({ getServerApi: () => ({ getTopSellingProducts: mockGetTopSellingProducts }) }));

import { CRAFT_FEED_SIZE, CRAFT_STORY_TITLE, CraftStory, CraftStorySection } from './craft-story';

function product(id: number): ProductSummary {
  return {
    id,
    product_code: 10000 + id,
    product_name: `Block Print Piece ${id}`,
    description: 'Hand block-printed cotton.',
    main_image: `/media/products/${10000 + id}-1.webp`,
    offer_price: 20,
    mrp: 30,
    rating: 4,
    review_count: 3,
    top_selling: true,
    new_arrival: false,
    is_active: true,
    category_pk: 1,
    sub_category_pk: null,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe('the craft story', () => {
  it('tells how the pieces are made, links the whole story and the Instagram account, beside square pictures', () => {
    render(<CraftStory products={Array.from({ length: 9 }, (_, index) => product(index + 1))} />);
    const section = screen.getByRole('region', { name: CRAFT_STORY_TITLE });
    expect(section).toHaveTextContent(/carved wooden block/);
    expect(within(section).getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about-us');
    const instagram = within(section).getByRole('link', { name: /on Instagram$/ });
    expect(instagram).toHaveAttribute('href', INSTAGRAM_LINK.href);
    expect(instagram).toHaveAttribute('target', '_blank');
    const feed = within(section).getByRole('list', { name: 'Fresh off the printing tables' });
    expect(within(feed).getAllByRole('link')).toHaveLength(CRAFT_FEED_SIZE);
    expect(within(feed).getByRole('link', { name: 'Block Print Piece 1' })).toHaveAttribute('href', '/product/1');
  });

  it('takes its pictures from the end of the best sellers, so they are not the cards above it', async () => {
    mockGetTopSellingProducts.mockResolvedValueOnce({
      data: { data: Array.from({ length: 14 }, (_, index) => product(index + 1)) },
    });
    render(await CraftStorySection());
    const feed = screen.getByRole('list', { name: 'Fresh off the printing tables' });
    expect(
      within(feed)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([14, 13, 12, 11, 10, 9].map((id) => `/product/${id}`));
  });

  it('keeps the story without pictures when there are no best sellers', () => {
    render(<CraftStory products={[]} />);
    expect(screen.getByRole('region', { name: CRAFT_STORY_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
