/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors on purpose: the document listener serves every link, whatever renders it */
import { fireEvent, render } from '@testing-library/react';
import { IntentPrefetch, prefetchTarget } from './intent-prefetch';
import Link from './link';

const prefetch = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch, push }) }));

beforeEach(() => {
  prefetch.mockClear();
  push.mockClear();
});

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

describe('shop links followed in the app', () => {
  function links() {
    return render(
      <>
        <IntentPrefetch />
        <Link href="/product/7?size=M#reviews">
          <span>Indigo Quilt</span>
        </Link>
        <Link href="/privacy" target="_blank">
          Privacy (new tab)
        </Link>
        <Link href="/media/lookbook.pdf" download>
          Lookbook
        </Link>
        <Link href="https://www.instagram.com/shop">Instagram</Link>
        <Link href="/api/order-invoice/?id=1">Invoice</Link>
        <a href="/women">Women (a plain anchor)</a>
        <Link href="/about-us" onClick={(event) => event.preventDefault()}>
          About (its own handler)
        </Link>
      </>,
    );
  }

  it('turns a plain left click on a shop link into the app router navigation, path, query and hash kept', () => {
    const { getByText } = links();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    getByText('Indigo Quilt').dispatchEvent(click);
    expect(push.mock.calls).toEqual([['/product/7?size=M#reviews']]);
    expect(click.defaultPrevented).toBe(true);
  });

  it('leaves to the browser a click with a modifier key or another button, a new tab, a download, another site, the API, a plain anchor, and one its handler took', () => {
    const { getByText } = links();
    const quilt = getByText('Indigo Quilt');
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      quilt.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    for (const text of ['Privacy (new tab)', 'Lookbook', 'Instagram', 'Invoice', 'Women (a plain anchor)']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      getByText(text).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    fireEvent.click(getByText('About (its own handler)'));
    expect(push).not.toHaveBeenCalled();
  });
});
