import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ListingControls } from './listing-controls';
import { APPLY_AS_CHOSEN_DELAY_MS, ListingForm, listingFormHref } from './listing-form';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const facets = {
  sizes: ['S', 'M'] as ('S' | 'M')[],
  prices: ['under-25', '50-100'] as ('under-25' | '50-100' | 'inr-under-1000' | 'inr-1000-2500')[],
  crafts: ['bagru' as const],
  colours: ['indigo' as const, 'sage' as const],
};

describe('ListingControls', () => {
  beforeEach(() => push.mockReset());

  it('is a GET form to the listing with a labelled sort and filters grouped under legends', () => {
    render(<ListingControls action="/women" options={{}} facets={facets} clearHref="/women" count={24} />);
    const form = screen.getByRole('form', { name: 'Sort and filter products' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/women');
    expect(screen.getByLabelText('Sort by')).toHaveValue('');
    expect(
      within(screen.getByRole('group', { name: 'Size' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', 'S', 'M']);
    expect(within(screen.getByRole('group', { name: 'Price' })).getAllByRole('radio')).toHaveLength(3);
    // Only what the listing has products for: no XL, no 25-50 band.
    expect(screen.queryByRole('radio', { name: 'XL' })).toBeNull();
    expect(
      within(screen.getByLabelText('Colour'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Indigo', 'Sage']);
    expect(
      within(screen.getByLabelText('Craft'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Bagru']);
    expect(screen.getByText('Filters', { selector: 'summary' }).closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it('labels price bands in round amounts of their own currency and marks each with it, the chosen one always shown', () => {
    render(
      <ListingControls
        action="/women"
        options={{ price: 'inr-1000-2500' }}
        facets={{ ...facets, prices: ['under-25', '50-100', 'inr-under-1000', 'inr-1000-2500'] }}
        clearHref="/women"
        count={24}
      />,
    );
    const labels = within(screen.getByRole('group', { name: 'Price' }))
      .getAllByRole('radio')
      .slice(1)
      .map((radio) => radio.closest('label'));
    expect(labels.map((label) => label?.textContent?.trim())).toEqual([
      'Under $25',
      '$50 to $100',
      'Under ₹1,000',
      '₹1,000 to ₹2,500',
    ]);
    // styles/global.css shows only the shopper's currency's [data-for-currency]; the chosen band has none: it stays.
    expect(labels.map((label) => label?.getAttribute('data-for-currency'))).toEqual(['USD', 'USD', 'INR', null]);
    expect(screen.getByRole('radio', { name: '₹1,000 to ₹2,500' })).toBeChecked();
  });

  it('shows the options of the URL, opens the filters, counts them and offers to clear them', () => {
    render(
      <ListingControls
        action="/women"
        options={{ sort: 'price-desc', size: 'M', colour: 'sage' }}
        facets={facets}
        clearHref="/women"
        count={24}
      />,
    );
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-desc');
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    expect(screen.getByLabelText('Colour')).toHaveValue('sage');
    expect(screen.getByText('Filters (2)').closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/women');
  });

  it('keeps the search query and navigates in the app without the empty fields', () => {
    render(
      <ListingControls
        action="/search"
        hidden={{ query: 'dress' }}
        options={{}}
        facets={facets}
        clearHref="/search?query=dress"
        count={24}
      />,
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(push).toHaveBeenCalledWith('/search?query=dress&sort=price-asc&size=S', { scroll: false });
  });
});

describe('ListingControls with script: a choice applies as it is made (issue 31, item 6)', () => {
  beforeEach(() => {
    push.mockReset();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('navigates once after a run of choices, to the last, and focuses that control in the new listing', () => {
    const { rerender } = render(
      <ListingControls action="/women" options={{}} facets={facets} clearHref="/women" count={24} />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    act(() => jest.advanceTimersByTime(APPLY_AS_CHOSEN_DELAY_MS - 1));
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    act(() => jest.advanceTimersByTime(APPLY_AS_CHOSEN_DELAY_MS - 1));
    expect(push).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/women?size=M', { scroll: false });

    // The page answers the new URL: a new form (keyed by the options), with the focus back on M.
    rerender(<ListingControls action="/women" options={{ size: 'M' }} facets={facets} clearHref="/women" count={24} />);
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
  });

  it('reopens the filters when "Any" closed them, so focus stays on the choice', () => {
    const { rerender } = render(
      <ListingControls action="/women" options={{ size: 'M' }} facets={facets} clearHref="/women" count={24} />,
    );
    fireEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'Any' }));
    act(() => jest.advanceTimersByTime(APPLY_AS_CHOSEN_DELAY_MS));
    expect(push).toHaveBeenCalledWith('/women', { scroll: false });
    rerender(<ListingControls action="/women" options={{}} facets={facets} clearHref="/women" count={24} />);
    const any = within(screen.getByRole('group', { name: 'Size' })).getByRole('radio', { name: 'Any' });
    expect(any).toHaveFocus();
    expect(any.closest('details')).toHaveAttribute('open');
  });

  it('leaves typing alone: a text field applies with Apply only', () => {
    render(
      <ListingForm action="/search" aria-label="Search">
        <input name="query" aria-label="Query" />
        <button type="submit">Apply</button>
      </ListingForm>,
    );
    fireEvent.change(screen.getByLabelText('Query'), { target: { value: 'dress' } });
    act(() => jest.advanceTimersByTime(APPLY_AS_CHOSEN_DELAY_MS * 2));
    expect(push).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(push).toHaveBeenCalledWith('/search?query=dress', { scroll: false });
  });
});

describe('listingFormHref', () => {
  it('is the action alone when every field is empty', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="sort" value=""><input name="size" value="">';
    expect(listingFormHref('/women', form)).toBe('/women');
  });
});
