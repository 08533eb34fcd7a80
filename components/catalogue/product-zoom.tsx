'use client';
import Image from 'next/image';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ProductPictureVariant } from '@/lib/contract';
import {
  ZOOM_CLOSE_LABEL,
  ZOOM_NEXT_LABEL,
  ZOOM_NEXT_TEXT,
  ZOOM_PREVIOUS_LABEL,
  ZOOM_PREVIOUS_TEXT,
  zoomCounterText,
  zoomDialogLabel,
} from './product-zoom-messages';
import { OutlinePillButton } from '@/components/ui/pill-link';
import styles from './product-zoom.module.css';

/** The srcset of a picture's stored widths: `/media/.../w480.webp 480w, ...`. */
function zoomSrcSet(variants: readonly ProductPictureVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** A horizontal drag at least this long (CSS pixels), and more sideways than up or down, is a swipe. */
export const SWIPE_MIN_PX = 48;

export interface ProductZoomProps {
  /** The product's pictures, main picture first. */
  images: string[];
  /** The widths stored of each picture, in the order of images, narrowest first; [] or absent: only its own URL. */
  variants?: ProductPictureVariant[][];
  /** Each picture's alt text, as the gallery shows it. */
  alts: string[];
  name: string;
  /** The picture shown first: the one the gallery shows. */
  start: number;
  /** Called once the dialog has closed, with the picture it showed last; the gallery shows it and takes focus back. */
  onClose: (shown: number) => void;
}

/**
 * The product's pictures enlarged (issue 31, item 3): a modal dialog over the whole window, the picture
 * fitted inside it whole (never cut off, never scrolled), Previous and Next (buttons, the arrow keys, a
 * swipe or a pointer drag), "2 of 5", and the browser's own pinch-zoom on phones. Moving past the last
 * picture wraps to the first, as the gallery's thumbnails do. Loaded only when "Enlarge picture" is
 * pressed (ProductGallery), so none of it is in the product page's first-load JavaScript.
 */
export function ProductZoom({ images, variants = [], alts, name, start, onClose }: ProductZoomProps) {
  const total = images.length;
  const [index, setIndex] = useState(start);
  /** The shopper has pinched the page larger: their drags pan the picture, they do not swipe. */
  const [pinched, setPinched] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const pointers = useRef(new Set<number>());

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    closeButton.current?.focus();
    // The page under the dialog stays where it was.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const viewport = window.visualViewport;
    const onViewport = () => setPinched((viewport?.scale ?? 1) > 1.01);
    viewport?.addEventListener('resize', onViewport);
    return () => {
      root.style.overflow = overflow;
      viewport?.removeEventListener('resize', onViewport);
    };
  }, []);

  function show(step: number) {
    setIndex((current) => (current + step + total) % total);
  }

  function close() {
    dialog.current?.close();
  }

  function keyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Escape closes here, not by the browser's cancel (which some browsers skip on a repeated Escape).
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (total < 2) return;
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      show(step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setIndex(event.key === 'Home' ? 0 : total - 1);
    }
  }

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    pointers.current.add(event.pointerId);
    // A second finger is a pinch, not a swipe.
    swipe.current =
      pointers.current.size === 1 && !pinched ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    const begun = swipe.current;
    swipe.current = null;
    if (!begun || begun.id !== event.pointerId || total < 2) return;
    const dx = event.clientX - begun.x;
    const dy = event.clientY - begun.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) show(dx < 0 ? 1 : -1);
  }

  function pointerCancel(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    swipe.current = null;
  }

  const src = images[index] ?? images[0] ?? '';
  const stored = variants[index] ?? [];
  const widest = stored.at(-1);
  const alt = alts[index] ?? name;
  return (
    <dialog
      className={styles.dialog}
      ref={dialog}
      aria-label={zoomDialogLabel(name)}
      onKeyDown={keyDown}
      onClose={() => onClose(index)}
    >
      <div className={styles.bar}>
        <OutlinePillButton className={styles.button} ref={closeButton} onClick={close}>
          {ZOOM_CLOSE_LABEL}
        </OutlinePillButton>
      </div>
      <div
        className={pinched ? `${styles.picture} ${styles.pinched}` : styles.picture}
        onPointerDown={pointerDown}
        onPointerUp={pointerUp}
        onPointerCancel={pointerCancel}
        onDragStart={(event) => event.preventDefault()}
      >
        {widest ? (
          // The upload pipeline's own widths (WebP, up to 2048 px, cached a year): the browser takes the one the
          // window needs in device pixels, the widest on a large screen. width and height: the picture's shape.
          // eslint-disable-next-line @next/next/no-img-element -- the stored widths are the srcset, not the optimizer's
          <img
            key={src}
            className={styles.stored}
            src={widest.url}
            srcSet={zoomSrcSet(stored)}
            sizes="100vw"
            width={widest.width}
            height={widest.height}
            alt={alt}
            draggable={false}
          />
        ) : (
          // A picture with only its own URL: the optimizer serves the window's width (up to 1600 px, never wider
          // than the picture itself).
          <Image key={src} src={src} alt={alt} fill sizes="100vw" draggable={false} />
        )}
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <OutlinePillButton className={styles.button} aria-label={ZOOM_PREVIOUS_LABEL} onClick={() => show(-1)}>
            <span aria-hidden="true">←</span> {ZOOM_PREVIOUS_TEXT}
          </OutlinePillButton>
          <p className={styles.counter} aria-live="polite">
            {zoomCounterText(index + 1, total)}
          </p>
          <OutlinePillButton className={styles.button} aria-label={ZOOM_NEXT_LABEL} onClick={() => show(1)}>
            {ZOOM_NEXT_TEXT} <span aria-hidden="true">→</span>
          </OutlinePillButton>
        </div>
      ) : null}
    </dialog>
  );
}
