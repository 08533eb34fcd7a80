import type { Metadata } from 'next';
import { formatAdminTime, humanize } from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Muted, Panel, StatusPill } from '@/components/admin/admin-parts';
import { FilterButton, FilterForm, FilterInput, FilterSelect } from '@/components/admin/filter-form';
import { backTrail, Pager } from '@/components/admin/pager';
import { Alert } from '@/components/ui/alert';
import Link from '@/components/ui/link';
import { ENQUIRY_STATUSES } from '@/lib/contract/admin-enquiries';
import { fieldProblems, loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';

export const metadata: Metadata = { title: 'Enquiries' };

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({ value: status, label: humanize(status) }));

/** The contact and wholesale enquiries, newest first, by status or searched by e-mail, phone or name. */
export default async function EnquiriesPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const q = param(query.q);
  const status = param(query.status);
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const self = new URLSearchParams(
    Object.entries({ status, q, cursor }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  const result = await loadAdminDataOrInvalid(`/admin/enquiries${self ? `?${self}` : ''}`, (api) =>
    // The URL's values go to the API as they are: it answers 400 naming a bad one, shown by its filter.
    api.listEnquiries({ status, q, cursor } as Parameters<typeof api.listEnquiries>[0]),
  );
  const problems = result.ok ? {} : fieldProblems(result.error);
  return (
    <AdminPageFrame>
      <h1>Enquiries</h1>
      {result.ok ? (
        <p role="status">
          {result.data.new_count === 0
            ? 'Every enquiry has an answer.'
            : `${result.data.new_count} new ${result.data.new_count === 1 ? 'enquiry waits' : 'enquiries wait'} for an answer.`}
        </p>
      ) : null}
      <Panel aria-labelledby="enquiry-search-heading">
        <h2 id="enquiry-search-heading">Search</h2>
        <FilterForm method="get" action="/admin/enquiries" role="search" aria-labelledby="enquiry-search-heading">
          <FilterSelect
            id="enquiry-status"
            name="status"
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            problem={problems.status}
          />
          <FilterInput
            id="enquiry-q"
            name="q"
            label="E-mail, phone or name"
            value={q}
            type="search"
            problem={problems.q}
          />
          <FilterButton>Search</FilterButton>
        </FilterForm>
      </Panel>
      <Panel aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading">Results</h2>
        {!result.ok ? (
          <Alert>{result.error.message}</Alert>
        ) : result.data.data.length === 0 ? (
          <Muted>No enquiry matches.</Muted>
        ) : (
          <>
            <DataTable>
              <caption className="visually-hidden">Enquiries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">Status</th>
                  <th scope="col">Enquiry</th>
                  <th scope="col">Received</th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((enquiry) => (
                  <tr key={enquiry.id}>
                    <th scope="row" data-label="From">
                      <Link href={`/admin/enquiries/${enquiry.id}`}>{enquiry.name}</Link>
                      <br />
                      {enquiry.email}
                    </th>
                    <td data-label="Status">
                      <StatusPill>{humanize(enquiry.status)}</StatusPill>
                    </td>
                    <td data-label="Enquiry">{enquiry.excerpt}</td>
                    <td data-label="Received">{formatAdminTime(enquiry.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              basePath="/admin/enquiries"
              filters={{ status, q }}
              cursor={cursor}
              back={back}
              nextCursor={result.data.next_cursor}
              label="Enquiry pages"
            />
          </>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
