'use client';
import { useState } from 'react';
import styled from 'styled-components';
import { OrderSection } from './order-section';
import { Alert } from '@/components/ui/alert';
import { PillButton } from '@/components/ui/pill-link';
import { fetchOrderTaxDocument } from '@/lib/api/files';
import { taxDocumentFileName } from '@/lib/contract/tax-document-names';
import type { TaxDocumentSummaryOutput } from '@/lib/contract/tax-documents';
import { formatCheckoutAmount } from '@/lib/money';
import { theme } from '@/styles/theme';
import { formatOrderDate } from '../order-card';
import {
  TAX_DOCUMENT_DOWNLOADING,
  TAX_DOCUMENT_LABELS,
  TAX_DOCUMENTS_HEADING,
  taxDocumentDownloadLabel,
  taxDocumentFailed,
  taxDocumentTitle,
} from '../orders-messages';
import { saveFile } from './save-file';

const Documents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

/* On a phone the facts and the button stack; wider, the button sits at the end of the row. */
const DocumentItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)};
  h3 {
    margin: 0;
    font-size: inherit;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

function TaxDocumentItem({
  entry,
  orderNumber,
  token,
}: {
  entry: TaxDocumentSummaryOutput;
  orderNumber: string;
  token: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const headingId = `tax-document-${entry.number.replace(/[^A-Za-z0-9]/g, '-')}`;
  async function download() {
    setState('busy');
    try {
      saveFile(await fetchOrderTaxDocument(orderNumber, entry.number, token), taxDocumentFileName(entry));
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <DocumentItem aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>{taxDocumentTitle(entry.kind, entry.number)}</h3>
        <p>
          {TAX_DOCUMENT_LABELS.issued} <time dateTime={entry.issued_at}>{formatOrderDate(entry.issued_at)}</time>
          {' · '}
          {TAX_DOCUMENT_LABELS.amount} {formatCheckoutAmount(entry.amount, entry.currency)}
        </p>
      </div>
      <PillButton
        type="button"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        aria-label={taxDocumentDownloadLabel(entry.kind, entry.number)}
      >
        {state === 'busy' ? TAX_DOCUMENT_DOWNLOADING : taxDocumentDownloadLabel(entry.kind, entry.number)}
      </PillButton>
      {state === 'failed' ? <Alert>{taxDocumentFailed(entry.kind, entry.number)}</Alert> : null}
    </DocumentItem>
  );
}

/** The order's GST tax invoice and credit notes (GET /api/order-detail/'s tax_documents), each downloaded with the token. */
export function TaxDocuments({
  documents,
  orderNumber,
  token,
}: {
  documents: TaxDocumentSummaryOutput[];
  orderNumber: string;
  token: string;
}) {
  return (
    <OrderSection aria-labelledby="tax-documents-heading">
      <h2 id="tax-documents-heading">{TAX_DOCUMENTS_HEADING}</h2>
      <Documents>
        {documents.map((entry) => (
          <TaxDocumentItem key={entry.number} entry={entry} orderNumber={orderNumber} token={token} />
        ))}
      </Documents>
    </OrderSection>
  );
}
