'use client';
import Image from 'next/image';
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ZOOM_CLOSE_LABEL, ZOOM_OPEN_LABEL } from './catalogue-messages';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
`;

const Main = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${theme.colors.skeleton};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const Thumbnails = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${theme.space(2)};
`;

const Thumbnail = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1 / 1;
  padding: 0;
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.skeleton};
  overflow: hidden;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.indigo};
    box-shadow: 0 0 0 1px ${theme.colors.indigo};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 2px;
  }
`;

const ZoomButton = styled.button`
  position: absolute;
  right: ${theme.space(2)};
  bottom: ${theme.space(2)};
  min-width: 44px;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.round};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font: inherit;
  font-weight: 600;
  cursor: zoom-in;
  &:focus-visible {
    outline: 3px solid ${theme.colors.turmeric};
    outline-offset: 2px;
  }
`;

const ZoomDialog = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${theme.colors.surface};
  &::backdrop {
    background: rgba(0, 0, 0, 0.7);
  }
`;

const ZoomBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  justify-content: flex-end;
  padding: ${theme.space(2)};
  background: ${theme.colors.surface};
  button {
    min-width: 44px;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px solid ${theme.colors.indigo};
    border-radius: ${theme.radii.round};
    background: ${theme.colors.surface};
    color: ${theme.colors.indigo};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

// The picture as wide as the screen (larger than the page's own on a computer, scrolled down to
// see it all); on a phone it fits the width and the shopper pinches it larger.
const ZoomPicture = styled.div`
  overflow: auto;
  touch-action: pan-x pan-y pinch-zoom;
  img {
    display: block;
    width: 100%;
    max-width: 1600px;
    height: auto;
    margin: 0 auto;
  }
`;

export interface ProductGalleryProps {
  /** The product's pictures, main picture first (up to five). */
  images: string[];
  name: string;
}

/**
 * The product's pictures: one large, and a button per picture that shows it
 * there (arrow keys move between the buttons). The first picture is
 * preloaded: it is the page's largest content.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
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

  const alt = selected === 0 ? name : `${name}, picture ${selected + 1} of ${total}`;
  return (
    <Wrapper>
      <Main>
        <Image
          key={current}
          src={current}
          alt={alt}
          fill
          preload={selected === 0}
          fetchPriority={selected === 0 ? 'high' : undefined}
          sizes="(min-width: 1024px) 600px, (min-width: 768px) 50vw, 100vw"
          style={{ objectFit: 'cover' }}
        />
        <ZoomButton ref={zoomButton} type="button" aria-haspopup="dialog" onClick={openZoom}>
          {ZOOM_OPEN_LABEL}
        </ZoomButton>
      </Main>
      <ZoomDialog ref={dialog} aria-label={alt} onClose={onZoomClosed}>
        <ZoomBar>
          <button type="button" onClick={() => dialog.current?.close()} autoFocus>
            {ZOOM_CLOSE_LABEL}
          </button>
        </ZoomBar>
        {zoomed ? (
          <ZoomPicture>
            <Image src={current} alt={alt} width={800} height={800} sizes="100vw" />
          </ZoomPicture>
        ) : null}
      </ZoomDialog>
      {total > 1 ? (
        <Thumbnails aria-label={`Pictures of ${name}`} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={image}>
              <Thumbnail
                type="button"
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${total}`}
                onClick={() => setSelected(index)}
              >
                <Image src={image} alt={`${name}, picture ${index + 1}`} fill sizes="(min-width: 1024px) 110px, 18vw" style={{ objectFit: 'cover' }} />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      ) : null}
    </Wrapper>
  );
}
