'use client';
import { useEffect, useState } from 'react';
import { StarRating } from '@/components/catalogue/star-rating';
import Link from '@/components/ui/link';
import type { FeaturedReview } from '@/lib/contract/featured-reviews';
import { useReducedMotion } from './use-reduced-motion';
import styles from './testimonial-carousel.module.css';

/** Spec section 9: a new review every 3000 ms, with a 300 ms fade (the fade's transition: .slide in testimonial-carousel.module.css). */
export const TESTIMONIAL_INTERVAL_MS = 3000;
export const TESTIMONIAL_FADE_MS = 300;
export const PAUSE_LABEL = 'Pause testimonials';
export const PLAY_LABEL = 'Play testimonials';

export function dotLabel(position: number, total: number): string {
  return `Show review ${position} of ${total}`;
}

export interface TestimonialCarouselProps {
  testimonials: readonly FeaturedReview[];
}

/**
 * The main review. It changes every 3 s: it fades out, 300 ms later the next
 * review (wrapping round) fades in. Dots jump to a review. Rotation stops
 * while the pointer or keyboard focus is in it, after the pause button, and
 * entirely for visitors who prefer reduced motion (WCAG 2.2.2).
 */
export function TestimonialCarousel({ testimonials }: TestimonialCarouselProps) {
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
    <section
      className={styles.carousel}
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
        <figure
          className={styles.slide}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${total}`}
          data-testid="testimonial-slide"
          data-fading={fading}
          style={{ opacity: fading ? 0 : 1 }}
        >
          <StarRating rating={current.rating} />
          <div className={styles.quote}>
            <blockquote>
              <p>{current.message}</p>
            </blockquote>
            {/* Every quote, invisible, sizes the box (.quote in the module explains why). */}
            {testimonials.map((testimonial) => (
              <span key={testimonial.id} data-sizer={testimonial.message} aria-hidden="true" />
            ))}
          </div>
          <figcaption>
            {current.name}
            <span>
              on <Link href={`/product/${current.product_id}`}>{current.product_name}</Link>
            </span>
          </figcaption>
        </figure>
      </div>
      <div className={styles.controls}>
        <div className={styles.dots} role="group" aria-label="Choose a review">
          {testimonials.map((testimonial, position) => (
            <button
              key={testimonial.id}
              className={styles.dot}
              type="button"
              aria-label={dotLabel(position + 1, total)}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => showReview(position)}
            />
          ))}
        </div>
        {reducedMotion ? null : (
          // The word shows, the name says what it plays (the word is in the name: WCAG 2.5.3); beside the dots on a phone.
          <button
            className={styles.pauseButton}
            type="button"
            aria-label={userPaused ? PLAY_LABEL : PAUSE_LABEL}
            onClick={() => setUserPaused((value) => !value)}
          >
            {userPaused ? 'Play' : 'Pause'}
          </button>
        )}
      </div>
    </section>
  );
}
