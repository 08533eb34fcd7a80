import { render, screen } from '@testing-library/react';
import { FilterButton, FilterForm, FilterInput, FilterSelect, MoreFilters, SearchLine } from './filter-form';

function OrdersFilters({ active }: { active: number }) {
  return (
    <FilterForm aria-label="Filters">
      <SearchLine>
        <FilterInput id="q" name="q" label="Order number, phone or name" value={undefined} type="search" />
        <FilterButton>Filter</FilterButton>
      </SearchLine>
      <MoreFilters active={active}>
        <FilterSelect
          id="status"
          name="status"
          label="Payment status"
          value={active > 0 ? 'paid' : undefined}
          options={[{ value: 'paid', label: 'Paid' }]}
        />
      </MoreFilters>
    </FilterForm>
  );
}

describe('MoreFilters', () => {
  it('keeps the less used filters folded while none is set, so the results follow the search line', () => {
    const { container } = render(<OrdersFilters active={0} />);
    const disclosure = container.querySelector('details');
    expect(disclosure).not.toBeNull();
    expect(disclosure?.open).toBe(false);
    expect(screen.getByText('More filters', { selector: 'summary' })).toBeInTheDocument();
    // The search line stays outside the disclosure.
    expect(disclosure?.contains(screen.getByLabelText('Order number, phone or name'))).toBe(false);
    expect(disclosure?.contains(screen.getByLabelText('Payment status'))).toBe(true);
  });

  it('opens and counts the filters in use', () => {
    const { container } = render(<OrdersFilters active={2} />);
    expect(container.querySelector('details')?.open).toBe(true);
    expect(screen.getByText('More filters (2)', { selector: 'summary' })).toBeInTheDocument();
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
