/**
 * The demo shop's reviews as a plan (issue 29, item 9): which reviewer bought what in which delivered order, and
 * what they wrote. Pure and deterministic (seeded by product names); lib/server/seed/seed-reviews.ts writes it.
 * The home page's testimonials are eight of these, picked by staff (featured); the storefront's stars and counts
 * are computed from the published rows, like every review a shopper writes.
 */
import { itemAt } from '../../list';
import { prng } from '../../prng';
import { hashString, ratingFor, type DemoProduct } from './demo-catalogue';
import { DEMO_REVIEWERS } from './demo-reviewers';

export interface PlannedReview {
  productName: string;
  reviewer: number;
  rating: number;
  title: string;
  body: string;
  featured: boolean;
  /** Days before the seed ran that the review was written. */
  daysAgo: number;
}

export interface PlannedOrder {
  reviewer: number;
  /** Days before the seed ran that the order was delivered. */
  deliveredDaysAgo: number;
  /** Its reviews, one per product bought (a product is in an order once). */
  reviews: PlannedReview[];
}

/** The eight staff picks: the words of the home page's testimonials, each on the product its buyer wrote about. */
const STAFF_PICKS: readonly { reviewer: string; productName: string; rating: number; title: string; body: string }[] = [
  {
    reviewer: 'Priya Sharma',
    productName: 'Indigo Dabu Print Cushion Cover',
    rating: 5,
    title: 'Prettier in person',
    body: 'The indigo dabu cushion covers are even prettier in person. You can see the little crackle lines from the mud resist, and the colour has not faded after three washes. My living room finally feels like home.',
  },
  {
    reviewer: 'Emma Whitfield',
    productName: 'Teal Ajrakh Print Cotton Kaftan',
    rating: 5,
    title: 'Ordering a second one',
    body: 'My kaftan arrived in Bristol in eleven days, wrapped in tissue with a handwritten note. The cotton is soft and breathable and the block print is crisp. I have already ordered a second one for my sister.',
  },
  {
    reviewer: 'Arjun Mehta',
    productName: 'Indigo Dabu Print King Bedcover',
    rating: 4,
    title: 'Honest colours',
    body: 'Bought this bedcover for our new flat. Lovely quality and honest colours in the photos. Delivery took a day longer than promised, but support kept me posted on WhatsApp the whole time.',
  },
  {
    reviewer: 'Sofia Romano',
    productName: 'Madder Red Bagru Buta Napkins, Set of 6',
    rating: 5,
    title: 'They sell out every time',
    body: 'I run a small concept store and these hand-printed napkins sell out every time. Knowing they are made by artisan families in Jaipur, and paid fairly, matters a lot to my customers and to me.',
  },
  {
    reviewer: 'Meera Iyer',
    productName: 'Maroon Sanganeri Block Print Lehenga Set',
    rating: 5,
    title: 'Perfect for the mehendi',
    body: 'The Sanganeri print lehenga was perfect for my cousin’s mehendi. So many people asked where it was from! The fit guide was accurate and the fabric is light enough for Chennai weather.',
  },
  {
    reviewer: 'Daniel Okafor',
    productName: "Men's Rust Bagru Block Print Harem Pants",
    rating: 4,
    title: 'Survive my yoga classes',
    body: 'Solid, well-stitched harem pants that survive my yoga classes. The natural dye smelt earthy for the first wash, which the care card warned about. Customs duties were extra, as the shipping page says.',
  },
  {
    reviewer: 'Ananya Gupta',
    productName: 'Mustard Mirror Work Potli Bag',
    rating: 5,
    title: 'My bridesmaids loved them',
    body: 'I gifted these potli bags to my bridesmaids and every single one loved them. Beautiful mirror work, sturdy drawstrings, and they were packed in cloth pouches instead of plastic. Thank you!',
  },
  {
    reviewer: 'Hannah Becker',
    productName: 'Ivory Sanganeri Floral Cotton Curtain',
    rating: 5,
    title: 'Gorgeous and properly lined',
    body: 'The curtains I ordered are gorgeous: hand-block printed, properly lined and exactly the length I asked for. Paying by card was easy and the team answered my questions about the print within an hour.',
  },
];

const TITLES: Record<number, readonly string[]> = {
  5: ['Beautiful work', 'Exactly as pictured', 'Love it', 'Worth every rupee', 'Gorgeous colours', 'Will order again'],
  4: ['Very nice', 'Good quality', 'Pretty and well made', 'Lovely, one small quibble'],
  3: ['Nice print, average finish', 'Okay for the price'],
  2: ['Not as pictured'],
  1: ['Disappointed'],
};

const PRAISE: readonly string[] = [
  'The {product} is even lovelier in person; you can see the hand of the printer in every motif.',
  'I bought the {product} as a gift and ended up keeping it for myself.',
  'Soft, neatly finished, and the colours are exactly as in the photos.',
  'The {product} has become the thing every guest asks about.',
  'You can feel the difference from machine prints: the edges of each block are slightly uneven, as they should be.',
  'Second purchase from this shop and the quality is as good as the first time.',
];

const GOOD_NEWS: readonly string[] = [
  'It arrived well packed in a cloth bag, without plastic.',
  'Washed it twice already and the colour has not run.',
  'Delivery was quicker than promised.',
  'Support answered my question on WhatsApp within an hour.',
];

const SMALL_QUIBBLES: readonly string[] = [
  'It took a day longer than promised, but support kept me posted.',
  'The shade is a little deeper than on my screen, still lovely.',
  'It shrank slightly in the first wash, as the care card warned.',
  'A loose thread on one edge, easily trimmed.',
];

const LOW_RATINGS: Record<number, string> = {
  3: 'The print on the {product} is nice, but the stitching on one edge came loose after a month. Support offered an exchange.',
  2: 'The colour of the {product} was much duller than the photos, and the fabric thinner than I expected.',
  1: 'The print on the {product} was smudged in places. Support arranged a return quickly, which I appreciated.',
};

function lowerFirst(name: string): string {
  return name.replace(/, Set of \d+$/, '').toLowerCase();
}

function writtenFor(product: DemoProduct, rating: number, rnd: () => number): { title: string; body: string } {
  const pick = (list: readonly string[]) => itemAt(list, Math.floor(rnd() * list.length));
  const title = pick(TITLES[rating] ?? TITLES[5]!);
  const low = LOW_RATINGS[rating];
  const sentences = low ? [low] : [pick(PRAISE), pick(rating === 5 ? GOOD_NEWS : SMALL_QUIBBLES)];
  return { title, body: sentences.join(' ').replaceAll('{product}', lowerFirst(product.name)) };
}

const ORDER_LINES_MAX = 3;

/**
 * Every review the demo seed writes, grouped into delivered orders: the staff picks on their own orders, then each
 * product's `reviewsToSeed` reviews from reviewers taken in turn, a reviewer's reviews packed three to an order.
 */
export function planDemoReviews(products: readonly DemoProduct[]): PlannedOrder[] {
  const reviewerIndex = new Map(DEMO_REVIEWERS.map((r, index) => [`${r.firstName} ${r.lastName}`, index]));
  const byName = new Map(products.filter((product) => product.isActive).map((product) => [product.name, product]));
  const orders: PlannedOrder[] = STAFF_PICKS.map((pick, index) => {
    const reviewer = reviewerIndex.get(pick.reviewer);
    if (reviewer === undefined || !byName.has(pick.productName))
      throw new Error(`Demo staff pick of ${pick.reviewer} names no demo reviewer or product ${pick.productName}`);
    const daysAgo = 6 + index * 9;
    return {
      reviewer,
      deliveredDaysAgo: daysAgo + 4,
      reviews: [{ ...pick, reviewer, featured: true, daysAgo }],
    };
  });

  const perReviewer: PlannedReview[][] = DEMO_REVIEWERS.map(() => []);
  let turn = 0;
  for (const product of products) {
    const rnd = prng(hashString(`review:${product.name}`));
    for (let n = 0; n < product.reviewsToSeed; n++) {
      const rating = ratingFor(rnd);
      const reviewer = turn % DEMO_REVIEWERS.length;
      turn += 1;
      perReviewer[reviewer]!.push({
        productName: product.name,
        reviewer,
        rating,
        ...writtenFor(product, rating, rnd),
        featured: false,
        daysAgo: 20 + Math.floor(rnd() * 380),
      });
    }
  }
  perReviewer.forEach((reviews, reviewer) => {
    for (let start = 0; start < reviews.length; start += ORDER_LINES_MAX) {
      const group = reviews.slice(start, start + ORDER_LINES_MAX);
      // Reviewed together a few days after delivery: one date per order keeps the story straight.
      const reviewedDaysAgo = Math.min(...group.map((review) => review.daysAgo));
      orders.push({
        reviewer,
        deliveredDaysAgo: reviewedDaysAgo + 3,
        reviews: group.map((review) => ({ ...review, daysAgo: reviewedDaysAgo })),
      });
    }
  });
  return orders;
}

/** A product's storefront columns from its planned (published) reviews: rounded average and count; 0 and 0 for none. */
export function plannedRatings(orders: readonly PlannedOrder[]): Map<string, { rating: number; review_count: number }> {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const review of orders.flatMap((order) => order.reviews)) {
    const total = totals.get(review.productName) ?? { sum: 0, count: 0 };
    totals.set(review.productName, { sum: total.sum + review.rating, count: total.count + 1 });
  }
  return new Map(
    [...totals].map(([name, { sum, count }]) => [name, { rating: Math.round(sum / count), review_count: count }]),
  );
}
