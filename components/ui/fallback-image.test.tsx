import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './fallback-image';

const PICTURE = {
  src: '/_next/image?url=%2Fmedia%2Fblog%2F1.webp&w=1080&q=75',
  srcSet: '/_next/image?url=%2Fmedia%2Fblog%2F1.webp&w=640&q=75 640w',
  sizes: '100vw',
  alt: 'Block printers at work',
};
const FALLBACK = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';

/** Makes every <img> report `complete` and `naturalWidth` as a browser would for a picture already settled. */
function settledPictures(naturalWidth: number): () => void {
  const proto = HTMLImageElement.prototype;
  const complete = Object.getOwnPropertyDescriptor(proto, 'complete');
  const width = Object.getOwnPropertyDescriptor(proto, 'naturalWidth');
  Object.defineProperty(proto, 'complete', { configurable: true, get: () => true });
  Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => naturalWidth });
  return () => {
    if (complete) Object.defineProperty(proto, 'complete', complete);
    if (width) Object.defineProperty(proto, 'naturalWidth', width);
  };
}

describe('FallbackImage', () => {
  it('shows the optimised picture, and the fallback (without the srcset) once it fails to load', () => {
    render(<FallbackImage {...PICTURE} fallbackSrc={FALLBACK} />);
    const picture = screen.getByAltText(PICTURE.alt);
    expect(picture).toHaveAttribute('src', PICTURE.src);
    expect(picture).toHaveAttribute('srcset', PICTURE.srcSet);
    fireEvent.error(picture);
    const fallback = screen.getByAltText(PICTURE.alt);
    expect(fallback).toHaveAttribute('src', FALLBACK);
    expect(fallback).not.toHaveAttribute('srcset');
    expect(fallback).not.toHaveAttribute('sizes');
  });

  it('swaps a picture that had already failed before the page hydrated (complete, with no width)', () => {
    const restore = settledPictures(0);
    try {
      render(<FallbackImage {...PICTURE} fallbackSrc={FALLBACK} />);
      expect(screen.getByAltText(PICTURE.alt)).toHaveAttribute('src', FALLBACK);
    } finally {
      restore();
    }
  });

  it('keeps a picture that had already loaded', () => {
    const restore = settledPictures(1080);
    try {
      render(<FallbackImage {...PICTURE} fallbackSrc={FALLBACK} />);
      expect(screen.getByAltText(PICTURE.alt)).toHaveAttribute('src', PICTURE.src);
    } finally {
      restore();
    }
  });
});
