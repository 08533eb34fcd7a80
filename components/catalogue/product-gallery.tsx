'use client';
import Image from 'next/image';
import { useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { ProductPictureVariant } from '@/lib/contract';
import { ZOOM_OPEN_LABEL } from './catalogue-messages';
import type { ProductZoomProps } from './product-zoom';
import styles from './product-gallery.module.css';

/** The zoom view's code loads when "Enlarge picture" is pointed at or pressed, never with the page (issue 31, item 3). */
const loadZoom = () => import('./product-zoom');

export interface ProductGalleryProps {
  /** The product's pictures, main picture first (up to five). */
  images: string[];
  /** What each picture shows, as staff described it; '' or absent: the product's name and the picture's place. */
  alts?: string[];
  /**
   * The widths stored of each picture, in the order of images, narrowest first (the product detail's
   * picture_variants); [] or absent: the picture has only its own URL.
   */
  variants?: ProductPictureVariant[][];
  name: string;
}

/**
 * The product's pictures: one large, and a button per picture that shows it
 * there (arrow keys move between the buttons). The first picture is
 * preloaded: it is the page's largest content.
 */
export function ProductGallery({ images, alts = [], variants = [], name }: ProductGalleryProps) {
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

  const altOf = (index: number) => alts[index] || (index === 0 ? name : `${name}, picture ${index + 1} of ${total}`);
  const alt = altOf(selected);
  // The widest stored width is the optimizer's source: it serves the width the screen needs, up to that one.
  const mainSource = variants[selected]?.at(-1)?.url ?? current;
  return (
    <div className={styles.wrapper}>
      <div className={styles.main}>
        <Image
          key={current}
          src={mainSource}
          alt={alt}
          fill
          preload={selected === 0}
          fetchPriority={selected === 0 ? 'high' : undefined}
          sizes="(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw"
        />
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
          alts={images.map((_, index) => altOf(index))}
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
                <Image
                  src={image}
                  alt={alts[index] || `${name}, picture ${index + 1}`}
                  fill
                  sizes="(min-width: 1024px) 110px, 18vw"
                  style={{ objectFit: 'cover' }}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
