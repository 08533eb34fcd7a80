import { fireEvent, render, screen } from '@testing-library/react';
import { ERROR_RETRY, ERROR_TITLE } from '@/components/content/error-message';
import GlobalError from './global-error';

describe('the global error page (app/global-error.tsx)', () => {
  // It replaces the root layout, so it renders the whole document.
  function renderDocument(retry: () => void) {
    return render(<GlobalError error={new Error('root layout failed')} retry={retry} />, { container: document });
  }

  it('renders its own document with the error screen, a way to try again and a way home', () => {
    const retry = jest.fn();
    renderDocument(retry);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: ERROR_TITLE }));
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('root layout failed');

    fireEvent.click(screen.getByRole('button', { name: ERROR_RETRY }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('titles the tab, focuses the heading and is not indexed', () => {
    renderDocument(jest.fn());
    expect(document.title).toBe(`${ERROR_TITLE} | Jaipur Handcrafted`);
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TITLE })).toHaveFocus();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
