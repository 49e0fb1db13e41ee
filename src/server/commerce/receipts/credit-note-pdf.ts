import type { CreditNoteDocument } from '../../../schemas/invoice-document.ts';
import { pdfBytes } from '../../../platform/pdf/pdf-bytes.ts';
import { pdfFonts } from '../../../platform/pdf/pdf-fonts.ts';
import { formatDisplayDay } from '../../../lib/dates.ts';
import { rateText } from './rate-summary.ts';
import { CONTENT, MARGIN, drawHeader, drawParties, logoPng, numberPages, pdfDocument, pdfMoney, sellerLines } from './pdf-frame.ts';
import { drawTable, roomFor, type PdfColumn } from './pdf-table.ts';
import type { InvoicePdfOptions } from './invoice-pdf.ts';

// A credit note as an A4 PDF: the invoice it corrects, why, and what was given back by rate.

const COLUMNS: PdfColumn[] = [
  { heading: 'REFUNDED AT RATE', width: 255, align: 'left' },
  { heading: 'NET', width: 80, align: 'right' },
  { heading: 'VAT', width: 80, align: 'right' },
  { heading: 'GROSS', width: 80, align: 'right' },
];

export async function writeCreditNotePdf(note: CreditNoteDocument, options: InvoicePdfOptions): Promise<Buffer> {
  const [fonts, logo] = await Promise.all([pdfFonts(options.fontFamily), logoPng(note.seller.logo)]);
  const name = `Credit note ${note.number}`;
  const doc = pdfDocument(name, note.seller, fonts, options.compress ?? true);
  const done = pdfBytes(doc);
  const money = (amount: number) => pdfMoney(amount, note.currency);
  drawHeader(doc, 'Credit note', note.seller, logo, [
    `Credit note number: ${note.number}`,
    `Credit note date: ${formatDisplayDay(note.issuedAt)}`,
    `Against invoice: ${note.invoiceNumber} of ${formatDisplayDay(note.invoiceIssuedAt)}`,
    `Order number: ${note.orderNumber}`,
    `Currency: ${note.currency}`,
  ]);
  const partiesBottom = drawParties(doc, [
    ['From', sellerLines(note.seller)],
    ['To', [...note.billTo, note.email, ...(note.buyerVatNumber ? [`VAT: ${note.buyerVatNumber}`] : [])]],
  ]);
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#000')
    .text(`Reason: ${note.reason}`, MARGIN, partiesBottom + 20, { width: CONTENT });
  const rows = note.summary.map((group) => ({ main: rateText(group.rateBp), notes: [], cells: [money(group.net), money(group.tax), money(group.gross)] }));
  const end = drawTable(doc, COLUMNS, rows, doc.y + 16, `${name} (continued)`);
  const y = roomFor(doc, end, 40);
  doc
    .font('bold')
    .fontSize(12)
    .text('Total credited', MARGIN + 230, y, { width: 200 });
  doc.text(money(note.amount), MARGIN + 430, y, { width: CONTENT - 430, align: 'right' });
  if (note.taxNote)
    doc
      .font('bold')
      .fontSize(10)
      .text(note.taxNote, MARGIN, roomFor(doc, doc.y + 16, 30), { width: CONTENT });
  numberPages(doc, `${note.seller.companyName} · ${name}`);
  doc.end();
  return done;
}
