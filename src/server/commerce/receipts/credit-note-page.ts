import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { CreditNoteDocument } from '../../../schemas/invoice-document.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { PRIVATE_NOT_FOUND, PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { sanitiseOptionalUrl } from '../../../lib/url-sanitiser.ts';
import { isHashShaped } from './hashes.ts';
import { findCreditNote } from './credit-note.ts';
import { writeCreditNotePdf } from './credit-note-pdf.ts';
import { invoiceFileName } from './invoice.ts';
import { pdfResponse } from './invoice-page.ts';

// /invoice/{orderHash}/credit-note/{n}: a credit note of the order's invoice, as a printable
// page and as a PDF. Reached, like the invoice, only through the order's unguessable hash.

export interface CreditNoteView {
  creditNote: CreditNoteDocument;
  logo: string | null;
  invoiceHref: string;
  pdfHref: string;
}

async function findStoreCreditNote(scope: StoreScope, hash: string | undefined, number: string | undefined) {
  if (!isHashShaped(hash) || !number || !/^[1-9]\d{0,8}$/.test(number)) return undefined;
  const order = await scope.db
    .selectFrom('orders')
    .select(['id', 'hash'])
    .where('hash', '=', hash)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!order) return undefined;
  const note = await findCreditNote(scope.db, order.id, Number(number));
  return note && { note, hash: order.hash, number };
}

export async function creditNotePage(
  scope: StoreScope,
  shell: ShellData,
  url: URL,
  hash: string | undefined,
  number: string | undefined,
): Promise<StorefrontPage<CreditNoteView>> {
  const found = await findStoreCreditNote(scope, hash, number);
  if (!found) return PRIVATE_NOT_FOUND;
  const creditNote = found.note.document;
  const view = {
    creditNote,
    logo: sanitiseOptionalUrl(creditNote.seller.logo) ?? null,
    invoiceHref: `/invoice/${found.hash}`,
    pdfHref: `/invoice/${found.hash}/credit-note/${found.number}.pdf`,
  };
  const head = {
    title: `Credit note ${creditNote.number}`,
    description: `Credit note from ${shell.companyName}.`,
    path: '/invoice/',
    loginState: 'everyone' as const,
  };
  return unlistedPage(shell, url.origin, head, view, { layout: 'cart', headers: PRIVATE_ORDER_HEADERS });
}

export async function creditNotePdf(scope: StoreScope, shell: ShellData, hash: string | undefined, number: string | undefined): Promise<Response | undefined> {
  const found = await findStoreCreditNote(scope, hash, number);
  if (!found) return undefined;
  const pdf = await writeCreditNotePdf(found.note.document, { fontFamily: shell.themeTokens['text.font'] });
  return pdfResponse(pdf, invoiceFileName(found.note.document, 'credit-note'));
}
