import type { Metadata } from 'next';
import { formatAdminTime, humanize } from '@/components/admin/admin-format';
import { AdminPageFrame, DataTable, Muted, Panel } from '@/components/admin/admin-parts';
import { FilterButton, FilterForm, FilterInput } from '@/components/admin/filter-form';
import { backTrail, Pager } from '@/components/admin/pager';
import { Alert } from '@/components/ui/alert';
import { loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';

export const metadata: Metadata = { title: 'Audit log' };

function snapshotText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1);
}

/** Owners only (the API answers 403 to others, and this page with it): who did what, when, before and after. */
export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const filters = {
    staff_id: param(query.staff_id),
    entity_type: param(query.entity_type),
    entity_id: param(query.entity_id),
  };
  const cursor = param(query.cursor);
  const back = backTrail(query.back);
  const result = await loadAdminDataOrInvalid('/admin/audit', (api) => api.listAuditLog({ ...filters, cursor }));
  return (
    <AdminPageFrame>
      <h1>Audit log</h1>
      <Panel aria-labelledby="audit-filters-heading">
        <h2 id="audit-filters-heading">Filters</h2>
        <FilterForm method="get" action="/admin/audit" role="search" aria-labelledby="audit-filters-heading">
          <FilterInput id="audit-staff" name="staff_id" label="Staff id" value={filters.staff_id} />
          <FilterInput
            id="audit-type"
            name="entity_type"
            label="Entity type (order, staff...)"
            value={filters.entity_type}
          />
          <FilterInput
            id="audit-entity"
            name="entity_id"
            label="Entity id (an order number...)"
            value={filters.entity_id}
          />
          <FilterButton>Filter</FilterButton>
        </FilterForm>
      </Panel>
      <Panel aria-labelledby="audit-heading">
        <h2 id="audit-heading">Entries</h2>
        {!result.ok ? (
          <Alert>{result.error.message}</Alert>
        ) : result.data.data.length === 0 ? (
          <Muted>No entry matches.</Muted>
        ) : (
          <>
            <DataTable>
              <caption className="visually-hidden">Audit entries, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Entity</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="When">{formatAdminTime(entry.at)}</td>
                    <td data-label="Who">{entry.staff_name ?? 'Server command'}</td>
                    <td data-label="Action">{humanize(entry.action)}</td>
                    <td data-label="Entity">
                      {entry.entity_type} {entry.entity_id}
                    </td>
                    <td data-label="Before">
                      <code style={{ whiteSpace: 'pre-wrap' }}>{snapshotText(entry.before)}</code>
                    </td>
                    <td data-label="After">
                      <code style={{ whiteSpace: 'pre-wrap' }}>{snapshotText(entry.after)}</code>
                    </td>
                    <td data-label="From">{entry.request_ip || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager
              basePath="/admin/audit"
              filters={filters}
              cursor={cursor}
              back={back}
              nextCursor={result.data.next_cursor}
              label="Audit pages"
            />
          </>
        )}
      </Panel>
    </AdminPageFrame>
  );
}
