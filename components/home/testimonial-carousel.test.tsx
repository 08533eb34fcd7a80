import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { FeaturedReview, FeaturedReviews } from '@/lib/contract/featured-reviews';
import { PAUSE_LABEL, PLAY_LABEL, TestimonialCarousel, dotLabel } from './testimonial-carousel';
import { ALL_REVIEWS_LINK_TEXT, TESTIMONIALS_TITLE, TestimonialsSection } from './testimonials-section';
import { itemAt } from '@/lib/list';

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Spec section 9: a new review every 3000 ms, with a 300 ms fade.
const TESTIMONIAL_INTERVAL_MS = 3000;
const TESTIMONIAL_FADE_MS = 300;

const slide = () => screen.getByTestId('testimonial-slide');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  // jsdom has no matchMedia of its own.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

/** Eight published reviews as GET /api/featured-reviews/ answers them. */
const TESTIMONIALS: FeaturedReview[] = Array.from({ length: 8 }, (_, index) => ({
  id: 100 + index,
  name: `Reviewer ${index + 1} K.`,
  rating: index % 3 === 0 ? 4 : 5,
  title: index % 2 === 0 ? `Lovely piece number ${index + 1}` : '',
  message: `Review ${index + 1}: the block print is crisp, the cotton soft, and it arrived well packed.`,
  product_id: 10 + index,
  product_name: `Indigo Dabu Print Cushion Cover ${index + 1}`,
  created_at: '2026-10-01T10:00:00.000Z',
}));

describe('TestimonialCarousel', () => {
  it('fades the review out at 3000 ms, shows the next one at 3300 ms and fades it in', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 0).message);
    expect(slide()).toHaveStyle({ opacity: '1' });

    advance(TESTIMONIAL_INTERVAL_MS - 1);
    expect(slide()).toHaveStyle({ opacity: '1' });

    advance(1); // 3000 ms: fading out, still the first review
    expect(slide()).toHaveStyle({ opacity: '0' });
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 0).message);

    advance(TESTIMONIAL_FADE_MS - 1);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 0).message);

    advance(1); // 3300 ms: the next review, fading in
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 1).message);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 1).name);
    expect(slide()).toHaveStyle({ opacity: '1' });
    expect(screen.getByRole('button', { name: dotLabel(2, 8) })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: dotLabel(1, 8) })).not.toHaveAttribute('aria-current');
  });

  it('fades in its stylesheet over the time its timer waits before the next review', () => {
    // The transition is static CSS (testimonial-carousel.module.css), the wait a timer: they must agree.
    const css = readFileSync(join(__dirname, 'testimonial-carousel.module.css'), 'utf8');
    expect(css).toContain(`transition: opacity ${TESTIMONIAL_FADE_MS}ms ease-in-out;`);
  });

  it('wraps around from the eighth review to the first', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    advance(TESTIMONIAL_INTERVAL_MS * 7 + TESTIMONIAL_FADE_MS);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 7).message);
    advance(TESTIMONIAL_INTERVAL_MS);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 0).message);
    expect(screen.getByRole('button', { name: 'Show review 1 of 8' })).toHaveAttribute('aria-current', 'true');
  });

  it('jumps to a review when its dot is clicked, and rotates on from there', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    expect(screen.getAllByRole('button', { name: /^Show review \d of 8$/ })).toHaveLength(8);

    fireEvent.click(screen.getByRole('button', { name: 'Show review 5 of 8' }));
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 4).message);
    expect(screen.getByRole('button', { name: 'Show review 5 of 8' })).toHaveAttribute('aria-current', 'true');

    advance(TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 5).message);
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    advance(TESTIMONIAL_INTERVAL_MS * 3);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 0).message);
    expect(slide()).toHaveStyle({ opacity: '1' });
    // Dots still work, and there is no rotation to pause.
    fireEvent.click(screen.getByRole('button', { name: 'Show review 3 of 8' }));
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 2).message);
    expect(screen.queryByRole('button', { name: PAUSE_LABEL })).not.toBeInTheDocument();
  });

  it('pauses with the pause button, and while it has the pointer or keyboard focus', () => {
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const carousel = screen.getByRole('region', { name: 'Customer testimonials' });

    fireEvent.mouseEnter(carousel);
    advance(TESTIMONIAL_INTERVAL_MS * 2);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 0).message);
    fireEvent.mouseLeave(carousel);
    advance(TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 1).message);

    fireEvent.focus(screen.getByRole('button', { name: 'Show review 1 of 8' }));
    advance(TESTIMONIAL_INTERVAL_MS * 2);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 1).message);
    fireEvent.blur(screen.getByRole('button', { name: 'Show review 1 of 8' }));

    // A short word on the button, the whole of it in its name.
    expect(screen.getByRole('button', { name: PAUSE_LABEL })).toHaveTextContent(/^Pause$/);
    fireEvent.click(screen.getByRole('button', { name: PAUSE_LABEL }));
    expect(screen.getByRole('button', { name: PLAY_LABEL })).toHaveTextContent(/^Play$/);
    advance(TESTIMONIAL_INTERVAL_MS * 2);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 1).message);

    fireEvent.click(screen.getByRole('button', { name: PLAY_LABEL }));
    advance(TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 2).message);
  });
});

const REVIEWS: FeaturedReviews = { summary: { average: 4.6, count: 41 }, data: TESTIMONIALS };

describe('TestimonialsSection', () => {
  it('is one band titled as the spec says: the average, the rotating review and the way to every review', () => {
    render(<TestimonialsSection reviews={REVIEWS} />);
    const band = screen.getByRole('region', { name: TESTIMONIALS_TITLE });
    expect(TESTIMONIALS_TITLE).toBe('Inspiring Change: Hear from Our Customers!');
    expect(within(band).getByRole('heading', { level: 2, name: TESTIMONIALS_TITLE })).toBeInTheDocument();
    expect(band).toHaveTextContent('Average 4.6 out of 5, from 41 verified customer reviews');
    expect(within(band).getByRole('region', { name: 'Customer testimonials' })).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: ALL_REVIEWS_LINK_TEXT })).toHaveAttribute(
      'href',
      '/customer-reviews',
    );
    // No second band of the same reviews (the scrolling columns and the short reviews band are gone).
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('puts each quote on the page once at most: the one shown, the others only as invisible sizers', () => {
    const { container } = render(<TestimonialsSection reviews={REVIEWS} />);
    const text = container.textContent ?? '';
    for (const [position, testimonial] of TESTIMONIALS.entries())
      expect([testimonial.message, text.split(testimonial.message).length - 1]).toEqual([
        testimonial.message,
        position === 0 ? 1 : 0,
      ]);
    advance(TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    expect(container.textContent?.split(itemAt(TESTIMONIALS, 1).message)).toHaveLength(2);
    expect(container.textContent).not.toContain(itemAt(TESTIMONIALS, 0).message);
  });

  it('names the reviewer and links the product bought', () => {
    render(<TestimonialsSection reviews={REVIEWS} />);
    const first = itemAt(TESTIMONIALS, 0);
    expect(slide()).toHaveTextContent(first.name);
    expect(screen.getByRole('link', { name: first.product_name })).toHaveAttribute(
      'href',
      `/product/${first.product_id}`,
    );
  });

  it('leaves the section out when there is no review yet', () => {
    const { container } = render(<TestimonialsSection reviews={{ summary: { average: null, count: 0 }, data: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
