import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListingOptions } from '@/lib/catalogue-filters';
import { ListingControls } from './listing-controls';
import { APPLY_AS_CHOSEN_DELAY_MS } from './listing-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

// jsdom has <dialog> without its modal methods: what a browser does, minus the top layer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // A phone: the listing after a choice starts with its sheet (FILTERS_SHEET_QUERY matches).
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

const facets = {
  sizes: ['S', 'M'] as ('S' | 'M')[],
  prices: ['under-25', '50-100'] as ('under-25' | '50-100')[],
  crafts: ['bagru' as const],
  colours: ['indigo' as const, 'sage' as const],
};

function controls(options: ListingOptions = {}, count = 24) {
  return <ListingControls action="/women" options={options} facets={facets} clearHref="/women" count={count} />;
}

/** Presses the Filters button and waits for the sheet's code and dialog. */
async function openSheet() {
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('the phones’ filters sheet (issue 31, item 5)', () => {
  beforeEach(() => push.mockReset());
  afterEach(() => jest.useRealTimers());

  it('is opened by a Filters button whose name counts the filters on', () => {
    const { unmount } = render(controls());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-haspopup', 'dialog');
    unmount();
    render(controls({ size: 'M', colour: 'sage', sort: 'price-asc' }));
    expect(screen.getByRole('button', { name: 'Filters, 2 applied' })).toBeInTheDocument();
  });

  it('opens a modal dialog holding the sort and the filters of the one form, and the count', async () => {
    render(controls({ size: 'M' }, 7));
    const sheet = await openSheet();
    expect(sheet).toHaveAttribute('open');
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(within(sheet).getByLabelText('Sort by')).toBeInTheDocument();
    expect(within(sheet).getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: 'M' })).toBeChecked();
    expect(within(sheet).getByLabelText('Colour')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Show 7 results' })).toBeInTheDocument();
    expect(within(sheet).getByRole('status')).toHaveTextContent('7 results');
    // One set of fields: the sheet's are the form's, nothing is left behind in the bar.
    expect(screen.getAllByLabelText('Sort by')).toHaveLength(1);
    expect(sheet.closest('form')).toBe(screen.getByRole('form', { name: 'Sort and filter products' }));
  });

  it('closes on Escape and on Close, focus back on the Filters button', async () => {
    render(controls());
    const opener = screen.getByRole('button', { name: 'Filters' });
    let sheet = await openSheet();
    fireEvent.keyDown(within(sheet).getByLabelText('Sort by'), { key: 'Escape' });
    expect(sheet).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();

    sheet = await openSheet();
    expect(sheet).toHaveAttribute('open');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(sheet).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside: from Show results to Close and back', async () => {
    render(controls());
    const sheet = await openSheet();
    const close = within(sheet).getByRole('button', { name: 'Close' });
    const show = within(sheet).getByRole('button', { name: 'Show 24 results' });
    show.focus();
    fireEvent.keyDown(show, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(show).toHaveFocus();
  });

  it('applies a choice as it is made and stays open over the new listing, its count updated and focus on the choice', async () => {
    const { rerender } = render(controls());
    const sheet = await openSheet();
    jest.useFakeTimers();
    fireEvent.click(within(sheet).getByRole('radio', { name: 'S' }));
    act(() => jest.advanceTimersByTime(APPLY_AS_CHOSEN_DELAY_MS));
    expect(push).toHaveBeenCalledWith('/women?size=S', { scroll: false });

    // The page answers the new URL: a new form (keyed by the options), its sheet open again.
    rerender(controls({ size: 'S' }, 5));
    const again = screen.getByRole('dialog', { name: 'Filters' });
    expect(again).toHaveAttribute('open');
    expect(within(again).getByRole('radio', { name: 'S' })).toHaveFocus();
    expect(within(again).getByRole('button', { name: 'Show 5 results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 1 applied' })).toBeInTheDocument();
  });

  it('Show results applies what still waits and closes, focus back on the Filters button in the new listing', async () => {
    const { rerender } = render(controls());
    const sheet = await openSheet();
    jest.useFakeTimers();
    fireEvent.click(within(sheet).getByRole('radio', { name: 'M' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 24 results' }));
    expect(sheet).not.toHaveAttribute('open');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/women?size=M', { scroll: false });
    act(() => jest.advanceTimersByTime(APPLY_AS_CHOSEN_DELAY_MS));
    expect(push).toHaveBeenCalledTimes(1);

    rerender(controls({ size: 'M' }, 9));
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Filters, 1 applied' })).toHaveFocus();
  });

  it('Clear all empties the sort and every filter and applies, the sheet staying open', async () => {
    const { rerender } = render(controls({ size: 'M', colour: 'sage', sort: 'price-desc' }, 3));
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(push).toHaveBeenCalledWith('/women', { scroll: false });
    rerender(controls({}, 24));
    const again = screen.getByRole('dialog', { name: 'Filters' });
    expect(again).toHaveAttribute('open');
    expect(within(again).getByRole('button', { name: 'Clear all' })).toHaveFocus();
    expect(within(again).getByLabelText('Sort by')).toHaveValue('');
  });
});
