'use client';
import { Fragment, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import type { ProductPictureVariant } from '@/lib/contract';
import { ZOOM_OPEN_LABEL } from './product-messages';
import type { ProductZoomProps } from './product-zoom';
import styles from './product-gallery.module.css';

/** The zoom view's code loads when "Enlarge picture" is pointed at or pressed, never with the page (issue 31, item 3). */
const loadZoom = () => import('./product-zoom');

export interface ProductGalleryClientProps {
  /** The product's pictures, main picture first (up to five). */
  images: string[];
  /** Each picture's alt text in the main place and the zoom view. */
  alts: string[];
  /** The widths stored of each picture, in the order of images, narrowest first (for the zoom view). */
  variants: ProductPictureVariant[][];
  name: string;
  /** Each picture drawn in the main place, and as a thumbnail: plain <img>s rendered on the server (product-gallery.tsx). */
  pictures: ReactNode[];
  thumbnails: ReactNode[];
}

/**
 * The gallery's behaviour: which picture is shown, the thumbnails' buttons (arrow keys move between
 * them), the zoom view. The pictures themselves come drawn from the server, so next/image's client
 * code stays out of the product page's first-load JavaScript (issue 32, item 5).
 */
export function ProductGalleryClient({
  images,
  alts,
  variants,
  name,
  pictures,
  thumbnails,
}: ProductGalleryClientProps) {
  const [selected, setSelected] = useState(0);
  /** The zoom view, once its code has loaded and while it is open; it starts at the picture shown. */
  const [zoom, setZoom] = useState<{ View: ComponentType<ProductZoomProps>; start: number } | null>(null);
  const opening = useRef(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const zoomButton = useRef<HTMLButtonElement | null>(null);
  const total = images.length;
  const current = images[selected] ?? images[0];
  // A product whose media are all blank has no picture to show.
  if (current === undefined) return null;

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const focused = buttons.current.findIndex((button) => button === document.activeElement);
    if (focused === -1) return;
    let next: number | null = null;
    const step = keys[event.key];
    if (step !== undefined) next = (focused + step + total) % total;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = total - 1;
    if (next === null) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    setSelected(next);
  }

  async function openZoom() {
    if (opening.current) return;
    opening.current = true;
    try {
      const { ProductZoom } = await loadZoom();
      setZoom({ View: ProductZoom, start: selected });
    } finally {
      opening.current = false;
    }
  }

  /** The zoom view closed on picture `shown`: the main picture and the thumbnails follow it, focus comes back. */
  function onZoomClosed(shown: number) {
    setZoom(null);
    setSelected(shown);
    zoomButton.current?.focus();
  }

  return (
    <div className={styles.wrapper}>
      <div className={styles.main}>
        <Fragment key={current}>{pictures[selected]}</Fragment>
        <button
          className={styles.zoomButton}
          ref={zoomButton}
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadZoom()}
          onClick={() => void openZoom()}
        >
          {ZOOM_OPEN_LABEL}
        </button>
      </div>
      {zoom ? (
        <zoom.View
          images={images}
          variants={variants}
          alts={alts}
          name={name}
          start={zoom.start}
          onClose={onZoomClosed}
        />
      ) : null}
      {total > 1 ? (
        <ul className={styles.thumbnails} aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                className={styles.thumbnail}
                type="button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${total}`}
                onClick={() => setSelected(index)}
              >
                {thumbnails[index]}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
