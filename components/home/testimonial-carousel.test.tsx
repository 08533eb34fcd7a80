import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { FeaturedReview } from '@/lib/contract/featured-reviews';
import { PAUSE_LABEL, PLAY_LABEL, TestimonialCarousel, dotLabel } from './testimonial-carousel';
import { TESTIMONIALS_TITLE, TestimonialsSection } from './testimonials-section';
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
    render(
      <TestimonialCarousel testimonials={TESTIMONIALS}>
        <p>columns</p>
      </TestimonialCarousel>,
    );
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

    fireEvent.click(screen.getByRole('button', { name: PAUSE_LABEL }));
    expect(screen.getByText('columns').parentElement).toHaveAttribute('data-motion', 'paused');
    advance(TESTIMONIAL_INTERVAL_MS * 2);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 1).message);

    fireEvent.click(screen.getByRole('button', { name: PLAY_LABEL }));
    expect(screen.getByText('columns').parentElement).toHaveAttribute('data-motion', 'running');
    advance(TESTIMONIAL_INTERVAL_MS + TESTIMONIAL_FADE_MS);
    expect(slide()).toHaveTextContent(itemAt(TESTIMONIALS, 2).message);
  });
});

describe('TestimonialsSection', () => {
  it('is titled as the spec says and shows every review in the scrolling columns', () => {
    render(<TestimonialsSection testimonials={TESTIMONIALS} />);
    expect(screen.getByRole('heading', { level: 2, name: TESTIMONIALS_TITLE })).toBeInTheDocument();
    expect(TESTIMONIALS_TITLE).toBe('Inspiring Change: Hear from Our Customers!');
    const columns = screen.getAllByRole('region', { name: /More customer reviews, column/ });
    expect(columns).toHaveLength(2);
    for (const testimonial of TESTIMONIALS) {
      // Once in a column (the loop's copy is hidden from assistive technology).
      expect(screen.getAllByText(testimonial.message).length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('a testimonial', () => {
  it('names the reviewer and links the product bought; the loop copy takes no keyboard stop', () => {
    render(<TestimonialsSection testimonials={TESTIMONIALS} />);
    const first = itemAt(TESTIMONIALS, 0);
    const links = screen.getAllByRole('link', { name: first.product_name });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', `/product/${first.product_id}`);
    const copies = document.querySelectorAll('[aria-hidden="true"] a');
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the section out when there is no review yet', () => {
    const { container } = render(<TestimonialsSection testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
