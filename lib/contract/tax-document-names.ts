/**
 * The kinds of an order's GST documents and the names their PDFs are saved under, without zod: the order pages
 * in the browser name a download alike. tax-documents.ts builds on them (and re-exports them).
 */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;

/**
 * The name a document's PDF is saved under (the download's Content-Disposition, the e-mail's attachment):
 * tax-invoice-INV2627-00042.pdf, credit-note-CN2627-00003.pdf. Here so the browser names a download alike.
 */
export function taxDocumentFileName(document: { kind: (typeof TAX_DOCUMENT_KINDS)[number]; number: string }): string {
  return `${document.kind === 'invoice' ? 'tax-invoice' : 'credit-note'}-${document.number.replace(/\//g, '-')}.pdf`;
}
