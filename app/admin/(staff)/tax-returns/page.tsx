import type { Metadata } from 'next';
import { formatAdminAmount } from '@/components/admin/admin-format';
import { AdminPageFrame, ButtonLink, ButtonRow, DataTable, Muted, Panel } from '@/components/admin/admin-parts';
import { FilterActions, FilterButton, FilterForm, FilterInput } from '@/components/admin/filter-form';
import { Alert } from '@/components/ui/alert';
import { GSTR1_SECTIONS } from '@/lib/contract/admin-gst-returns';
import { fieldProblems, loadAdminDataOrInvalid, param, type SearchParams } from '../../admin-data';

export const metadata: Metadata = { title: 'Tax returns' };

const SECTION_NAMES: Record<(typeof GSTR1_SECTIONS)[number], string> = {
  b2b: 'B2B invoices (buyer with GSTIN)',
  b2cl: 'B2C large (inter-state, above Rs 1 lakh)',
  b2cs: 'B2C small (by state and rate, net of credit notes)',
  exp: 'Exports',
  cdnr: 'Credit notes, registered buyers',
  cdnur: 'Credit notes, B2C large and exports',
  hsn_b2b: 'HSN summary, B2B',
  hsn_b2c: 'HSN summary, B2C',
  docs: 'Documents issued',
};

/** The month being filed: the previous month of the Indian calendar. */
function previousIndianMonth(now: Date): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const previous = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth() - 1, 1));
  return previous.toISOString().slice(0, 7);
}

const csvHref = (month: string, section: string) =>
  `/api/admin/gst-returns/csv/?${new URLSearchParams({ month, section })}`;

/** Owners only (403 for others): GSTR-1 of a month from the issued invoices and credit notes, to download and file. */
export default async function TaxReturnsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const month = param(query.month) ?? previousIndianMonth(new Date());
  const result = await loadAdminDataOrInvalid(`/admin/tax-returns?month=${encodeURIComponent(month)}`, (api) =>
    api.getGstReturn({ month }),
  );
  const problems = result.ok ? {} : fieldProblems(result.error);
  return (
    <AdminPageFrame>
      <h1>Tax returns (GSTR-1)</h1>
      <Muted>
        The month&apos;s invoices and credit notes as the GST portal&apos;s offline tool takes them (Indian calendar
        month). docs/gst/README.md says what goes where.
      </Muted>
      <FilterForm method="get" action="/admin/tax-returns" aria-label="Choose the month">
        <FilterInput id="return-month" name="month" label="Month" type="month" value={month} problem={problems.month} />
        <FilterActions>
          <FilterButton>Show</FilterButton>
        </FilterActions>
      </FilterForm>
      {result.ok ? (
        <>
          <Panel aria-labelledby="totals-heading">
            <h2 id="totals-heading">Totals</h2>
            {result.data.gstr1.totals.reconciled ? (
              <p data-testid="reconciled">
                The sections add up to the invoices less the credit notes, and the invoices match the month&apos;s sale
                orders.
              </p>
            ) : (
              <Alert>
                The totals do not reconcile:
                <ul>
                  {result.data.gstr1.totals.differences.map((difference) => (
                    <li key={difference}>{difference}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <DataTable>
              <caption className="visually-hidden">Totals of {month} by currency</caption>
              <thead>
                <tr>
                  <th scope="col">Currency</th>
                  <th scope="col">Invoices</th>
                  <th scope="col">Credit notes</th>
                  <th scope="col">Net</th>
                  <th scope="col">Sections</th>
                  <th scope="col">Sale orders</th>
                </tr>
              </thead>
              <tbody>
                {result.data.gstr1.totals.by_currency.map((entry) => (
                  <tr key={entry.currency}>
                    <th scope="row" data-label="Currency">
                      {entry.currency}
                    </th>
                    <td data-label="Invoices">
                      {entry.invoices.count}: {formatAdminAmount(entry.invoices.value, entry.currency)}
                    </td>
                    <td data-label="Credit notes">
                      {entry.credit_notes.count}: {formatAdminAmount(entry.credit_notes.value, entry.currency)}
                    </td>
                    <td data-label="Net">{formatAdminAmount(entry.net.value, entry.currency)}</td>
                    <td data-label="Sections">{formatAdminAmount(entry.sections.value, entry.currency)}</td>
                    <td data-label="Sale orders">
                      {entry.sale_orders.count}: {formatAdminAmount(entry.sale_orders.total, entry.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </Panel>
          <Panel aria-labelledby="sections-heading">
            <h2 id="sections-heading">Sections</h2>
            <DataTable>
              <caption className="visually-hidden">GSTR-1 sections of {month}</caption>
              <thead>
                <tr>
                  <th scope="col">Section</th>
                  <th scope="col">Entries</th>
                  <th scope="col">Value</th>
                  <th scope="col">Taxable</th>
                  <th scope="col">IGST</th>
                  <th scope="col">CGST</th>
                  <th scope="col">SGST</th>
                  <th scope="col">CSV</th>
                </tr>
              </thead>
              <tbody>
                {result.data.gstr1.summary.map((row) => {
                  // Exports keep their own currency; every other section is in rupees.
                  const currency = row.section === 'exp' ? '' : 'INR';
                  const amount = (value: number) => (currency ? formatAdminAmount(value, currency) : value.toFixed(2));
                  return (
                    <tr key={row.section}>
                      <th scope="row" data-label="Section">
                        {SECTION_NAMES[row.section]}
                      </th>
                      <td data-label="Entries">{row.entries}</td>
                      <td data-label="Value">{amount(row.value)}</td>
                      <td data-label="Taxable">{amount(row.taxable)}</td>
                      <td data-label="IGST">{amount(row.igst)}</td>
                      <td data-label="CGST">{amount(row.cgst)}</td>
                      <td data-label="SGST">{amount(row.sgst)}</td>
                      <td data-label="CSV">
                        <a href={csvHref(month, row.section)} download>
                          {row.section}.csv<span className="visually-hidden">, {SECTION_NAMES[row.section]}</span>
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          </Panel>
          <Panel aria-labelledby="downloads-heading">
            <h2 id="downloads-heading">Downloads</h2>
            <ButtonRow>
              <ButtonLink
                href={`/api/admin/gst-returns/?${new URLSearchParams({ month })}`}
                download={`gstr1-${month}.json`}
              >
                GSTR-1 JSON
              </ButtonLink>
            </ButtonRow>
            <ul>
              {GSTR1_SECTIONS.map((section) => (
                <li key={section}>
                  <a href={csvHref(month, section)} download>
                    {SECTION_NAMES[section]} (CSV)
                  </a>
                </li>
              ))}
            </ul>
          </Panel>
        </>
      ) : (
        <Alert>{result.error.message}</Alert>
      )}
    </AdminPageFrame>
  );
}
