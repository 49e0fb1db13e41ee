import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { findOrderByHash } from './order-reader.ts';
import { readSeller } from './seller.ts';
import { invoiceFileName, isPaidOrder, proFormaInvoice, type Invoice } from './invoice.ts';
import { invoiceOfPaidOrder } from './issue-invoice.ts';
import { creditNotesOf } from './credit-note.ts';
import { writeInvoicePdf } from './invoice-pdf.ts';
import { PRIVATE_NOT_FOUND, PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { sanitiseOptionalUrl } from '../../../lib/url-sanitiser.ts';

export interface CreditNoteLink {
  number: string;
  issuedAt: string;
  amount: number;
  href: string;
}

export interface InvoiceView {
  invoice: Invoice;
  logo: string | null;
  receiptHref: string;
  pdfHref: string;
  /** Credit notes written against the invoice, oldest first. */
  creditNotes: CreditNoteLink[];
}

interface FoundInvoice {
  invoice: Invoice;
  creditNotes: CreditNoteLink[];
}

/**
 * The invoice of the store's order with this hash, or undefined: the one issued when it was
 * paid (issued now for an order paid before invoices were numbered), else the figures of an
 * order still awaiting payment, without a number.
 */
async function findInvoice(scope: StoreScope, hash: string | undefined): Promise<FoundInvoice | undefined> {
  const order = await findOrderByHash(scope, hash);
  if (!order) return undefined;
  if (!isPaidOrder(order)) return { invoice: proFormaInvoice(await readSeller(scope), order), creditNotes: [] };
  const issued = await invoiceOfPaidOrder(scope, order.id);
  if (!issued) return undefined;
  const notes = await creditNotesOf(scope.db, issued.id);
  return {
    invoice: { ...issued.document, paid: true },
    creditNotes: notes.map((note) => ({
      number: note.document.number,
      issuedAt: note.document.issuedAt,
      amount: note.document.amount,
      href: `/invoice/${order.hash}/credit-note/${note.sequenceNumber}`,
    })),
  };
}

/** /invoice/{orderHash}: the printable invoice, with its PDF a link away. */
export async function invoicePage(scope: StoreScope, shell: ShellData, url: URL, hash: string | undefined): Promise<StorefrontPage<InvoiceView>> {
  const found = await findInvoice(scope, hash);
  if (!found) return PRIVATE_NOT_FOUND;
  const { invoice } = found;
  const view = {
    invoice,
    logo: sanitiseOptionalUrl(invoice.seller.logo) ?? null,
    receiptHref: `/receipt/${invoice.orderHash}`,
    pdfHref: `/invoice/${invoice.orderHash}.pdf`,
    creditNotes: found.creditNotes,
  };
  const title = invoice.number ? `Invoice ${invoice.number}` : 'Invoice';
  const head = { title, description: `Invoice from ${shell.companyName}.`, path: '/invoice/', loginState: 'everyone' as const };
  return unlistedPage(shell, url.origin, head, view, { layout: 'cart', headers: PRIVATE_ORDER_HEADERS });
}

/** A PDF download answered privately. */
export function pdfResponse(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_ORDER_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(pdf.length),
      'x-content-type-options': 'nosniff',
    },
  });
}

/** /invoice/{orderHash}.pdf: the same invoice as a PDF download, undefined when there is no such order here. */
export async function invoicePdf(scope: StoreScope, shell: ShellData, hash: string | undefined): Promise<Response | undefined> {
  const found = await findInvoice(scope, hash);
  if (!found) return undefined;
  const pdf = await writeInvoicePdf(found.invoice, { fontFamily: shell.themeTokens['text.font'] });
  return pdfResponse(pdf, invoiceFileName(found.invoice));
}
