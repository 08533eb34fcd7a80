import styled, { css, keyframes } from 'styled-components';
import type { Testimonial } from '@/lib/testimonials';
import { theme } from '@/styles/theme';
import { ReviewCard } from './review-card';

const scrollUp = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

const scrollDown = keyframes`
  from { transform: translateY(-50%); }
  to { transform: translateY(0); }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(3)};
  @media (min-width: ${theme.breakpoints.md}) {
    gap: ${theme.space(4)};
  }
`;

const Viewport = styled.div`
  height: 460px;
  overflow: hidden;
  border-radius: ${theme.radii.lg};
  -webkit-mask-image: linear-gradient(to bottom, transparent, #000 10%, #000 90%, transparent);
  mask-image: linear-gradient(to bottom, transparent, #000 10%, #000 90%, transparent);
  &:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 2px;
  }
  figure {
    padding: ${theme.space(4)};
    font-size: 0.9rem;
  }
  @media (prefers-reduced-motion: reduce) {
    overflow-y: auto;
    -webkit-mask-image: none;
    mask-image: none;
  }
`;

const Track = styled.div<{ $direction: 'up' | 'down'; $seconds: number }>`
  display: flex;
  flex-direction: column;
  ${({ $direction, $seconds }) => css`
    animation: ${$direction === 'up' ? scrollUp : scrollDown} ${$seconds}s linear infinite;
  `}
  ${Viewport}:hover &,
  ${Viewport}:focus-within &,
  [data-motion='paused'] & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    /* The second copy only exists for the seamless loop. */
    & > [aria-hidden='true'] {
      display: none;
    }
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding-bottom: ${theme.space(3)};
`;

function ReviewList({ testimonials, copy }: { testimonials: readonly Testimonial[]; copy?: boolean }) {
  return (
    <List aria-hidden={copy || undefined}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <ReviewCard testimonial={testimonial} />
        </li>
      ))}
    </List>
  );
}

/**
 * Two columns of reviews drifting vertically (CSS only), in opposite
 * directions. Each list is drawn twice so the loop has no seam; the copy is
 * hidden from assistive technology. Hover or keyboard focus pauses a column;
 * reduced motion turns them into plain scrollable lists.
 */
export function TestimonialColumns({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const columns = [
    testimonials.filter((_, index) => index % 2 === 0),
    testimonials.filter((_, index) => index % 2 === 1),
  ];
  return (
    <Columns>
      {columns.map((column, index) => (
        // A focusable region: keyboard users can pause it (focus) and scroll it (reduced motion).
        <Viewport key={index} tabIndex={0} role="region" aria-label={`More customer reviews, column ${index + 1} of 2`}>
          <Track $direction={index === 0 ? 'up' : 'down'} $seconds={index === 0 ? 28 : 34}>
            <ReviewList testimonials={column} />
            <ReviewList testimonials={column} copy />
          </Track>
        </Viewport>
      ))}
    </Columns>
  );
}
