'use client';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { StarRating } from '@/components/catalogue/star-rating';
import type { Testimonial } from '@/lib/testimonials';
import { theme } from '@/styles/theme';
import { useReducedMotion } from './use-reduced-motion';

/** Spec section 9: a new review every 3000 ms, with a 300 ms fade. */
export const TESTIMONIAL_INTERVAL_MS = 3000;
export const TESTIMONIAL_FADE_MS = 300;
export const PAUSE_LABEL = 'Pause testimonials';
export const PLAY_LABEL = 'Play testimonials';

export function dotLabel(position: number, total: number): string {
  return `Show review ${position} of ${total}`;
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(8)};
  align-items: center;
  @media (min-width: ${theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Carousel = styled.section`
  background: ${theme.colors.indigo};
  ${theme.focus.onDarkSurface}
  color: #fff;
  border-radius: ${theme.radii.lg};
  padding: ${theme.space(8)} ${theme.space(6)} ${theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(6)};
  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${theme.space(10)} ${theme.space(10)} ${theme.space(8)};
  }
`;

const Slide = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  transition: opacity ${TESTIMONIAL_FADE_MS}ms ease-in-out;
  span[role='img'] {
    color: #f1c56b;
    font-size: 1.25rem;
  }
  figcaption {
    font-weight: 700;
  }
  figcaption span {
    display: block;
    font-weight: 400;
    color: #e4dccf;
    font-size: 0.9rem;
  }
`;

/**
 * The quote and, invisible in the same grid cell, every other quote (as
 * generated content, so it is neither read out nor found as text): the box
 * is as tall as the longest review and nothing below it jumps on rotation.
 */
const Quote = styled.div`
  display: grid;
  font-family: ${theme.fonts.display};
  font-size: clamp(1.125rem, 2.2vw, 1.375rem);
  line-height: 1.5;
  & > * {
    grid-area: 1 / 1;
  }
  blockquote,
  blockquote p {
    margin: 0;
  }
  [data-sizer] {
    visibility: hidden;
  }
  [data-sizer]::before {
    content: attr(data-sizer);
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`;

const Dot = styled.button`
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid #fff;
    background: transparent;
    transition: transform 150ms ease;
  }
  &[aria-current='true']::before {
    background: #fff;
    transform: scale(1.2);
  }
`;

const PauseButton = styled.button`
  min-height: 36px;
  padding: 0 ${theme.space(3)};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${theme.radii.round};
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: 0.875rem;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Motion = styled.div`
  min-width: 0;
`;

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Content whose motion the pause button also stops (the scrolling columns): it gets data-motion. */
  children?: ReactNode;
}

/**
 * The main review. It changes every 3 s: it fades out, 300 ms later the next
 * review (wrapping round) fades in. Dots jump to a review. Rotation stops
 * while the pointer or keyboard focus is in it, after the pause button, and
 * entirely for visitors who prefer reduced motion (WCAG 2.2.2).
 */
export function TestimonialCarousel({ testimonials, children }: TestimonialCarouselProps) {
  const total = testimonials.length;
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Bumped by a dot click, so the next change comes a full interval later.
  const [restart, setRestart] = useState(0);
  const reducedMotion = useReducedMotion();
  const rotating = total > 1 && !reducedMotion && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setFading(true);
      fadeTimer = setTimeout(() => {
        setIndex((current) => (current + 1) % total);
        setFading(false);
      }, TESTIMONIAL_FADE_MS);
    }, TESTIMONIAL_INTERVAL_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(fadeTimer);
      // Stopped halfway through a fade: show the review again rather than leave it invisible.
      setFading(false);
    };
  }, [rotating, total, restart]);

  const current = testimonials[index];
  // Absent only when there are no testimonials: the index always wraps within them.
  if (current === undefined) return null;

  const showReview = (position: number) => {
    setIndex(position);
    setFading(false);
    setRestart((value) => value + 1);
  };

  return (
    <Layout>
      <Carousel
        aria-roledescription="carousel"
        aria-label="Customer testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div aria-live={rotating ? 'off' : 'polite'}>
          <Slide
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${total}`}
            data-testid="testimonial-slide"
            data-fading={fading}
            style={{ opacity: fading ? 0 : 1 }}
          >
            <StarRating rating={current.rating} />
            <Quote>
              <blockquote>
                <p>{current.message}</p>
              </blockquote>
              {testimonials.map((testimonial) => (
                <span key={testimonial.id} data-sizer={testimonial.message} aria-hidden="true" />
              ))}
            </Quote>
            <figcaption>
              {current.name}
              <span>{current.location}</span>
            </figcaption>
          </Slide>
        </div>
        <Controls>
          <Dots role="group" aria-label="Choose a review">
            {testimonials.map((testimonial, position) => (
              <Dot
                key={testimonial.id}
                type="button"
                aria-label={dotLabel(position + 1, total)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => showReview(position)}
              />
            ))}
          </Dots>
          {reducedMotion ? null : (
            <PauseButton type="button" onClick={() => setUserPaused((value) => !value)}>
              {userPaused ? PLAY_LABEL : PAUSE_LABEL}
            </PauseButton>
          )}
        </Controls>
      </Carousel>
      {children ? <Motion data-motion={userPaused ? 'paused' : 'running'}>{children}</Motion> : null}
    </Layout>
  );
}
