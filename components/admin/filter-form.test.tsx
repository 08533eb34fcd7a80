import { render, screen } from '@testing-library/react';
import { ORDER_FILTERS_SUMMARY } from './admin-messages';
import { FilterActions, FilterButton, FilterForm, FilterInput, FiltersDisclosure, FilterSelect } from './filter-form';

function OrdersFilters({ active }: { active: string[] }) {
  return (
    <FiltersDisclosure summary={ORDER_FILTERS_SUMMARY} active={active}>
      <FilterForm role="search" aria-label="Search and filter orders">
        <FilterInput id="q" name="q" label="Order number, phone or name" value={undefined} type="search" wide />
        <FilterSelect
          id="status"
          name="status"
          label="Payment status"
          value={active.length > 0 ? 'paid' : undefined}
          options={[{ value: 'paid', label: 'Paid' }]}
        />
        <FilterActions>
          <FilterButton>Filter</FilterButton>
        </FilterActions>
      </FilterForm>
    </FiltersDisclosure>
  );
}

describe('FiltersDisclosure', () => {
  it('folds the whole search form behind one summary, so the results come first', () => {
    const { container } = render(<OrdersFilters active={[]} />);
    const disclosure = container.querySelector('details');
    expect(disclosure?.open).toBe(false);
    const summary = disclosure?.querySelector('summary');
    expect(summary).toHaveTextContent(ORDER_FILTERS_SUMMARY);
    expect(summary).toHaveTextContent(/^Search and filters$/);
    const form = screen.getByRole('search', { name: 'Search and filter orders' });
    expect(disclosure?.contains(form)).toBe(true);
    expect(form).toContainElement(screen.getByLabelText('Order number, phone or name'));
    expect(form).toContainElement(screen.getByLabelText('Payment status'));
  });

  it('stays folded while filters are in use, its summary naming them', () => {
    const { container } = render(<OrdersFilters active={['“Asha”', 'Paid']} />);
    expect(container.querySelector('details')?.open).toBe(false);
    expect(container.querySelector('summary')).toHaveTextContent('Search and filters2 in use: “Asha”, Paid');
    expect(screen.getByLabelText('Payment status')).toHaveValue('paid');
  });
});

describe('a filter the server refused', () => {
  it("is marked invalid and described by the server's message; the others are not", () => {
    const message = 'must be a real date written YYYY-MM-DD, such as 2026-11-01';
    render(
      <FilterForm aria-label="Filters">
        <FilterInput id="from" name="from" label="Placed from" value="2026-11-01" type="date" />
        <FilterInput id="to" name="to" label="Placed until" value="2026-13-01" type="date" problem={message} />
        <FilterSelect
          id="currency"
          name="currency"
          label="Currency"
          value="EUR"
          options={[]}
          problem="must be USD or INR"
        />
      </FilterForm>,
    );
    const until = screen.getByLabelText('Placed until');
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(until).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Currency')).toHaveAccessibleDescription('must be USD or INR');
    const from = screen.getByLabelText('Placed from');
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(from).not.toHaveAccessibleDescription();
  });
});
