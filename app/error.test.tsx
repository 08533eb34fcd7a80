import { fireEvent, render, screen } from '@testing-library/react';
import { ERROR_RETRY, ERROR_TEXT, ERROR_TITLE } from '@/components/content/error-message';
import ErrorPage from './error';

describe('the error page (app/error.tsx)', () => {
  it('says something went wrong, calmly, with a way to try again and a way home', () => {
    const retry = jest.fn();
    render(<ErrorPage error={new Error('boom')} retry={retry} />);
    const region = screen.getByRole('region', { name: ERROR_TITLE });
    expect(region).toHaveTextContent(ERROR_TEXT);
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent('boom');

    fireEvent.click(screen.getByRole('button', { name: ERROR_RETRY }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('moves focus to its heading, so screen readers announce the new page', () => {
    render(<ErrorPage error={new Error('boom')} retry={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: ERROR_TITLE })).toHaveFocus();
  });

  it('asks search engines not to index it', () => {
    render(<ErrorPage error={new Error('boom')} retry={jest.fn()} />);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
