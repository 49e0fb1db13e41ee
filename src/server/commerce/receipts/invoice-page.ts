import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { findOrderByHash } from './order-reader.ts';
import { readSeller } from './seller.ts';
import { buildInvoice, invoiceFileName, type Invoice } from './invoice.ts';
import { writeInvoicePdf } from './invoice-pdf.ts';
import { PRIVATE_NOT_FOUND, PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { sanitiseOptionalUrl } from '../../../lib/url-sanitiser.ts';

export interface InvoiceView {
  invoice: Invoice;
  logo: string | null;
  receiptHref: string;
  pdfHref: string;
}

/** The invoice of the store's order with this hash, or undefined. */
export async function findInvoice(scope: StoreScope, hash: string | undefined): Promise<Invoice | undefined> {
  const order = await findOrderByHash(scope, hash);
  if (!order) return undefined;
  return buildInvoice(scope.division, await readSeller(scope), order);
}

/** /invoice/{orderHash}: the printable invoice, with its PDF a link away. */
export async function invoicePage(scope: StoreScope, shell: ShellData, url: URL, hash: string | undefined): Promise<StorefrontPage<InvoiceView>> {
  const invoice = await findInvoice(scope, hash);
  if (!invoice) return PRIVATE_NOT_FOUND;
  const view = {
    invoice,
    logo: sanitiseOptionalUrl(invoice.seller.logo) ?? null,
    receiptHref: `/receipt/${invoice.orderHash}`,
    pdfHref: `/invoice/${invoice.orderHash}.pdf`,
  };
  const head = { title: `Invoice ${invoice.number}`, description: `Invoice from ${shell.companyName}.`, path: '/invoice/', loginState: 'everyone' as const };
  return unlistedPage(shell, url.origin, head, view, { layout: 'cart', headers: PRIVATE_ORDER_HEADERS });
}

/** /invoice/{orderHash}.pdf: the same invoice as a PDF download, undefined when there is no such order here. */
export async function invoicePdf(scope: StoreScope, shell: ShellData, hash: string | undefined): Promise<Response | undefined> {
  const invoice = await findInvoice(scope, hash);
  if (!invoice) return undefined;
  const pdf = await writeInvoicePdf(invoice, { fontFamily: shell.themeTokens['text.font'] });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_ORDER_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(invoice)}"`,
      'content-length': String(pdf.length),
      'x-content-type-options': 'nosniff',
    },
  });
}
