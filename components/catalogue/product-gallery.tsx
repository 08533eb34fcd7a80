'use client';
import Image from 'next/image';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ZOOM_CLOSE_LABEL, ZOOM_OPEN_LABEL } from './catalogue-messages';
import styles from './product-gallery.module.css';

export interface ProductGalleryProps {
  /** The product's pictures, main picture first (up to five). */
  images: string[];
  /** What each picture shows, as staff described it; '' or absent: the product's name and the picture's place. */
  alts?: string[];
  name: string;
}

/**
 * The product's pictures: one large, and a button per picture that shows it
 * there (arrow keys move between the buttons). The first picture is
 * preloaded: it is the page's largest content.
 */
export function ProductGallery({ images, alts = [], name }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const dialog = useRef<HTMLDialogElement | null>(null);
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

  function openZoom() {
    setZoomed(true);
    // A modal <dialog>: Escape closes it, focus stays inside while open.
    dialog.current?.showModal();
  }

  function onZoomClosed() {
    setZoomed(false);
    zoomButton.current?.focus();
  }

  const alt = alts[selected] || (selected === 0 ? name : `${name}, picture ${selected + 1} of ${total}`);
  return (
    <div className={styles.wrapper}>
      <div className={styles.main}>
        <Image
          key={current}
          src={current}
          alt={alt}
          fill
          preload={selected === 0}
          fetchPriority={selected === 0 ? 'high' : undefined}
          sizes="(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw"
        />
        <button className={styles.zoomButton} ref={zoomButton} type="button" aria-haspopup="dialog" onClick={openZoom}>
          {ZOOM_OPEN_LABEL}
        </button>
      </div>
      <dialog className={styles.zoomDialog} ref={dialog} aria-label={alt} onClose={onZoomClosed}>
        <div className={styles.zoomBar}>
          <button type="button" onClick={() => dialog.current?.close()} autoFocus>
            {ZOOM_CLOSE_LABEL}
          </button>
        </div>
        {zoomed ? (
          <div className={styles.zoomPicture}>
            <Image src={current} alt={alt} width={800} height={800} sizes="100vw" />
          </div>
        ) : null}
      </dialog>
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
