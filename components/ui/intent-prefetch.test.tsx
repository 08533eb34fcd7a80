/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors on purpose: the document listener serves every link, whatever renders it */
import { fireEvent, render } from '@testing-library/react';
import { IntentPrefetch, prefetchTarget } from './intent-prefetch';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

beforeEach(() => prefetch.mockClear());

function page() {
  return render(
    <>
      <IntentPrefetch />
      <a href="/product/7">
        <span>Indigo Quilt</span>
      </a>
      <a href="/women?page=2">Explore More</a>
      <a href="https://www.instagram.com/shop">Instagram</a>
      <a href="/media/lookbook.pdf" download>
        Lookbook
      </a>
      <a href="/privacy" target="_blank">
        Privacy (new tab)
      </a>
    </>,
  );
}

describe('IntentPrefetch', () => {
  it('prefetches a page when the shopper hovers, touches or focuses its link, once per page', () => {
    const { getByText } = page();
    fireEvent.pointerOver(getByText('Indigo Quilt'));
    fireEvent.pointerOver(getByText('Indigo Quilt'));
    fireEvent.touchStart(getByText('Explore More'));
    fireEvent.focusIn(getByText('Explore More'));
    expect(prefetch.mock.calls).toEqual([['/product/7'], ['/women?page=2']]);
  });

  it('never prefetches other sites, downloads or links that open a new tab', () => {
    const { getByText } = page();
    for (const text of ['Instagram', 'Lookbook', 'Privacy (new tab)']) fireEvent.pointerOver(getByText(text));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('leaves the API and static files alone', () => {
    const anchor = document.createElement('a');
    for (const href of ['/api/get-all-products/', '/_next/static/x.js', '/media/banners/hero.webp']) {
      anchor.href = href;
      expect(prefetchTarget(anchor, window.location.origin)).toBeNull();
    }
    anchor.href = '/blog/3';
    expect(prefetchTarget(anchor, window.location.origin)).toBe('/blog/3');
  });
});
