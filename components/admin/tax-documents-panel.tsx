import { adminRoutes } from '@/lib/contract/admin-routes';
import type { TaxDocumentSummaryOutput } from '@/lib/contract/tax-documents';
import { formatAdminAmount, formatAdminTime } from './admin-format';
import { NO_TAX_DOCUMENTS, TAX_DOCUMENTS_HEADING, taxDocumentDownloadText, taxDocumentHeading } from './admin-messages';
import { Muted, Panel } from './admin-parts';

/** Where staff download one document: a plain link, the staff cookie goes with it. */
function downloadHref(number: string): string {
  return `${adminRoutes.getAdminOrderTaxDocument.path}?${new URLSearchParams({ number })}`;
}

/** An order's GST tax invoice and credit notes (getAdminOrder's tax_documents), invoice first, each to download. */
export function TaxDocumentsPanel({ documents }: { documents: TaxDocumentSummaryOutput[] }) {
  return (
    <Panel aria-labelledby="tax-documents-heading">
      <h2 id="tax-documents-heading">{TAX_DOCUMENTS_HEADING}</h2>
      {documents.length === 0 ? (
        <Muted>{NO_TAX_DOCUMENTS}</Muted>
      ) : (
        <ul>
          {documents.map((entry) => (
            <li key={entry.number} aria-labelledby={`tax-document-${entry.number}`}>
              <h3 id={`tax-document-${entry.number}`}>{taxDocumentHeading(entry.kind, entry.number)}</h3>
              <p>
                {formatAdminTime(entry.issued_at)} · {formatAdminAmount(entry.amount, entry.currency)} ·{' '}
                <a href={downloadHref(entry.number)} download>
                  {taxDocumentDownloadText(entry.kind, entry.number)}
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
