import { render } from '@testing-library/react';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

import { RouteFocus } from './route-focus';

function Page({
  heading,
  banner = false,
  children,
}: {
  heading?: string;
  banner?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <>
      <header>
        <button type="button">Women</button>
      </header>
      {banner ? (
        <p role="status" tabIndex={-1} ref={(element) => element?.focus()}>
          Order placed
        </p>
      ) : null}
      <main id="main">
        {heading ? <h1>{heading}</h1> : null}
        {children}
      </main>
      <RouteFocus />
    </>
  );
}

describe('RouteFocus', () => {
  beforeEach(() => {
    pathname = '/';
  });

  it('leaves focus alone on the first load', () => {
    render(<Page heading="Home" />);
    expect(document.body).toHaveFocus();
  });

  it('moves focus from the header to the new page heading after an in-app page change', () => {
    const { rerender, getByRole } = render(<Page heading="Home" />);
    getByRole('button', { name: 'Women' }).focus();
    pathname = '/women';
    rerender(<Page heading="Women" />);
    const heading = getByRole('heading', { level: 1, name: 'Women' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('focuses <main> when the new page has no h1', () => {
    const { rerender, getByRole } = render(<Page heading="Home" />);
    pathname = '/women';
    rerender(<Page />);
    expect(getByRole('main')).toHaveFocus();
  });

  it('keeps focus the new page placed outside the header and footer, such as a banner', () => {
    pathname = '/cart';
    const { rerender, getByRole } = render(<Page heading="Cart" />);
    getByRole('button', { name: 'Women' }).focus();
    pathname = '/';
    rerender(<Page heading="Home" banner />);
    expect(getByRole('status')).toHaveFocus();
  });

  it('keeps focus the new page placed inside <main> itself', () => {
    const { rerender, getByRole } = render(<Page heading="Home" />);
    pathname = '/login';
    rerender(
      <Page heading="Login">
        <input aria-label="Mobile number" autoFocus />
      </Page>,
    );
    expect(getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  });

  describe('scroll', () => {
    let scrollTo: jest.SpyInstance;
    beforeEach(() => {
      scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    });
    afterEach(() => {
      scrollTo.mockRestore();
      window.history.replaceState(null, '', '/');
    });

    it('opens a page reached by a link at its very top, header included', () => {
      const { rerender } = render(<Page heading="Home" />);
      expect(scrollTo).not.toHaveBeenCalled();
      pathname = '/women';
      rerender(<Page heading="Women" />);
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    });

    it('leaves where back and forward restore, and a #fragment, alone', () => {
      const { rerender } = render(<Page heading="Home" />);
      window.dispatchEvent(new PopStateEvent('popstate'));
      pathname = '/women';
      rerender(<Page heading="Women" />);
      expect(scrollTo).not.toHaveBeenCalled();
      window.history.replaceState(null, '', '/account/orders/1#reviews');
      pathname = '/account/orders/1';
      rerender(<Page heading="Order" />);
      expect(scrollTo).not.toHaveBeenCalled();
      // The next link followed starts at the top again.
      window.history.replaceState(null, '', '/men');
      pathname = '/men';
      rerender(<Page heading="Men" />);
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    });
  });
});
