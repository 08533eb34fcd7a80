import type { Metadata } from 'next';
import { humanize, PAYMENT_METHOD_NAMES } from '@/components/admin/admin-format';
import { AdminPageFrame, ButtonLink, Muted, Panel } from '@/components/admin/admin-parts';
import { ORDER_FILTERS_SUMMARY } from '@/components/admin/admin-messages';
import {
  FilterActions,
  FilterButton,
  FilterForm,
  FilterInput,
  FiltersDisclosure,
  FilterSelect,
} from '@/components/admin/filter-form';
import { OrderTable } from '@/components/admin/order-table';
import { backTrail, Pager } from '@/components/admin/pager';
import { Alert } from '@/components/ui/alert';
import { CART_CURRENCIES } from '@/lib/contract/cart';
import { FULFILMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from '@/lib/contract/orders';
import { fieldProblems, loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';

export const metadata: Metadata = { title: 'Orders' };

const FILTERS = ['status', 'fulfilment_status', 'payment_method', 'currency', 'from', 'to', 'q'] as const;
type Filters = Record<(typeof FILTERS)[number], string | undefined>;

/** The filters in use as staff read them, for the folded form's summary ("“Asha”, Paid, from 2026-11-01"). */
function filtersInUse(filters: Filters): string[] {
  const shown: Record<(typeof FILTERS)[number], (value: string) => string> = {
    q: (value) => `“${value}”`,
    status: humanize,
    fulfilment_status: humanize,
    payment_method: (value) => PAYMENT_METHOD_NAMES[value] ?? value,
    currency: (value) => value,
    from: (value) => `from ${value}`,
    to: (value) => `until ${value}`,
  };
  return (['q', ...FILTERS.filter((name) => name !== 'q')] as const).flatMap((name) => {
    const value = filters[name];
    return value === undefined ? [] : [shown[name](value)];
  });
}

/** The export's days: the filter's, else the last 30 days (UTC). */
function exportRange(from: string | undefined, to: string | undefined): { exportFrom: string; exportTo: string } {
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  return { exportFrom: from ?? monthAgo.toISOString().slice(0, 10), exportTo: to ?? today.toISOString().slice(0, 10) };
}

/** Every order, newest first: filters in the URL (a GET form), keyset pages. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const filters = Object.fromEntries(FILTERS.map((name) => [name, param(query[name])])) as Filters;
  const inUse = filtersInUse(filters);
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const self = new URLSearchParams(
    Object.entries({ ...filters, cursor }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const result = await loadAdminDataOrInvalid(`/admin/orders${self ? `?${self}` : ''}`, (api) =>
    // The URL's values go to the API as they are: it answers 400 naming a bad one, shown above the list.
    api.listAdminOrders({ ...filters, cursor } as Parameters<typeof api.listAdminOrders>[0]),
  );
  const problems = result.ok ? {} : fieldProblems(result.error);
  // The export takes the filter's days only once the server accepted them as dates.
  const { exportFrom, exportTo } = exportRange(
    result.ok ? filters.from : undefined,
    result.ok ? filters.to : undefined,
  );

  return (
    <AdminPageFrame>
      <h1>Orders</h1>
      <FiltersDisclosure summary={ORDER_FILTERS_SUMMARY} active={inUse} open={Object.keys(problems).length > 0}>
        <FilterForm method="get" action="/admin/orders" role="search" aria-label="Search and filter orders">
          <FilterInput
            id="filter-q"
            name="q"
            problem={problems.q}
            label="Order number, phone or name"
            value={filters.q}
            type="search"
            wide
          />
          <FilterSelect
            id="filter-status"
            name="status"
            problem={problems.status}
            label="Payment status"
            value={filters.status}
            options={ORDER_STATUSES.map((value) => ({ value, label: humanize(value) }))}
          />
          <FilterSelect
            id="filter-fulfilment"
            name="fulfilment_status"
            problem={problems.fulfilment_status}
            label="Fulfilment"
            value={filters.fulfilment_status}
            options={FULFILMENT_STATUSES.map((value) => ({ value, label: humanize(value) }))}
          />
          <FilterSelect
            id="filter-method"
            name="payment_method"
            problem={problems.payment_method}
            label="Payment method"
            value={filters.payment_method}
            options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_NAMES[value] ?? value }))}
          />
          <FilterSelect
            id="filter-currency"
            name="currency"
            problem={problems.currency}
            label="Currency"
            value={filters.currency}
            options={CART_CURRENCIES.map((value) => ({ value, label: value }))}
          />
          <FilterInput
            id="filter-from"
            name="from"
            problem={problems.from}
            label="Placed from (UTC day)"
            value={filters.from}
            type="date"
          />
          <FilterInput
            id="filter-to"
            name="to"
            problem={problems.to}
            label="Placed until (UTC day)"
            value={filters.to}
            type="date"
          />
          <FilterActions>
            <FilterButton>Filter</FilterButton>
            {inUse.length > 0 ? <ButtonLink href="/admin/orders">Clear filters</ButtonLink> : null}
          </FilterActions>
        </FilterForm>
      </FiltersDisclosure>
      <Panel aria-labelledby="list-heading">
        <h2 id="list-heading">Results</h2>
        {result.ok ? (
          result.data.data.length === 0 ? (
            <Muted>No orders match these filters.</Muted>
          ) : (
            <>
              <OrderTable orders={result.data.data} caption="Orders, newest first" />
              <Pager
                basePath="/admin/orders"
                filters={filters}
                cursor={cursor}
                back={back}
                nextCursor={result.data.next_cursor}
                label="Order pages"
              />
            </>
          )
        ) : (
          <Alert>{result.error.message}</Alert>
        )}
      </Panel>
      <Panel aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <Muted>
          The orders placed from {exportFrom} to {exportTo} (UTC) as CSV, one line per order line.
        </Muted>
        <p>
          <ButtonLink
            href={`/api/admin/orders/export/?${new URLSearchParams({ from: exportFrom, to: exportTo })}`}
            download
          >
            Download CSV
          </ButtonLink>
        </p>
      </Panel>
    </AdminPageFrame>
  );
}
