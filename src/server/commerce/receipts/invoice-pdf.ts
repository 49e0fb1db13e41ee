import { pdfBytes } from '../../../platform/pdf/pdf-bytes.ts';
import { partText, type Invoice } from './invoice.ts';
import { pdfFonts } from '../../../platform/pdf/pdf-fonts.ts';
import { formatDisplayDay } from '../../../lib/dates.ts';
import { rateText } from './rate-summary.ts';
import { taxLines } from './tax-lines.ts';
import { CONTENT, MARGIN, MUTED, drawHeader, drawParties, logoPng, numberPages, pdfDocument, pdfMoney, sellerLines, type Doc } from './pdf-frame.ts';
import { drawTable, roomFor, type PdfColumn, type PdfRow } from './pdf-table.ts';

// The invoice as an A4 PDF, drawn from the same Invoice as the printable page.
// Text is set in the store's own fonts, embedded as subsets.

export { pdfMoney };

export interface InvoicePdfOptions {
  /** The theme's body font family (falls back to Lato). */
  fontFamily: string;
  /** Leave page streams uncompressed (tests read them). */
  compress?: boolean;
}

const LINE_COLUMNS: PdfColumn[] = [
  { heading: 'ITEM', width: 175, align: 'left' },
  { heading: 'QTY', width: 30, align: 'right' },
  { heading: 'UNIT PRICE', width: 60, align: 'right' },
  { heading: 'NET', width: 60, align: 'right' },
  { heading: 'VAT RATE', width: 45, align: 'right' },
  { heading: 'VAT', width: 55, align: 'right' },
  { heading: 'GROSS', width: 70, align: 'right' },
];

const SUMMARY_COLUMNS: PdfColumn[] = [
  { heading: 'VAT SUMMARY BY RATE', width: 255, align: 'left' },
  { heading: 'NET', width: 80, align: 'right' },
  { heading: 'VAT', width: 80, align: 'right' },
  { heading: 'GROSS', width: 80, align: 'right' },
];

function lineRows(invoice: Invoice, money: (amount: number) => string): PdfRow[] {
  return invoice.lines.map((line) => ({
    main: line.description,
    notes: [
      ...(line.options || line.sku ? [{ text: [line.options, line.sku && `SKU ${line.sku}`].filter(Boolean).join(' · '), indent: false }] : []),
      // A bundle's parts, indented under it: what is in the box, priced within the bundle.
      ...line.parts.map((part) => ({ text: partText(part), indent: true })),
    ],
    cells: [String(line.quantity), money(line.unitPrice), money(line.net), rateText(line.rateBp), money(line.tax), money(line.gross)],
  }));
}

/** Totals, with the tax they include, and the payment method under them. */
function drawTotals(doc: Doc, invoice: Invoice, top: number, money: (amount: number) => string): void {
  const rows: [string, string, boolean?][] = [
    ['Subtotal', money(invoice.totals.subtotal)],
    ...(invoice.totals.discount !== 0
      ? [[`Discount${invoice.couponCode ? ` (${invoice.couponCode})` : ''}`, money(-Math.abs(invoice.totals.discount))] as [string, string]]
      : []),
    [`Shipping (${invoice.shippingMethod})`, money(invoice.totals.shipping)],
    ...taxLines(invoice).map((tax) => [tax.label, money(tax.amount)] as [string, string]),
    ['Total', money(invoice.totals.total), true],
  ];
  let y = roomFor(doc, top, rows.length * 18 + 40);
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(strong ? 12 : 10)
      .fillColor('#000');
    doc.text(label, MARGIN + 230, y, { width: 200 });
    doc.text(value, MARGIN + 430, y, { width: CONTENT - 430, align: 'right' });
    y = doc.y + 4;
  }
  y += 16;
  if (invoice.taxNote) {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#000')
      .text(invoice.taxNote, MARGIN, roomFor(doc, y, 30), { width: CONTENT });
    y = doc.y + 8;
  }
  if (invoice.paymentMethod)
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Payment method: ${invoice.paymentMethod}`, MARGIN, roomFor(doc, y, 14), { width: CONTENT });
}

export async function writeInvoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  const [fonts, logo] = await Promise.all([pdfFonts(options.fontFamily), logoPng(invoice.seller.logo)]);
  const name = invoice.number ? `Invoice ${invoice.number}` : 'Invoice (not yet issued)';
  const doc = pdfDocument(name, invoice.seller, fonts, options.compress ?? true);
  const done = pdfBytes(doc);
  const money = (amount: number) => pdfMoney(amount, invoice.currency);
  drawHeader(doc, 'Invoice', invoice.seller, logo, [
    `Invoice number: ${invoice.number ?? 'issued on payment'}`,
    `Order number: ${invoice.orderNumber}`,
    `Invoice date: ${formatDisplayDay(invoice.issuedAt)}`,
    ...(invoice.paid ? [`Date of supply: ${formatDisplayDay(invoice.suppliedAt)}`] : []),
    `Currency: ${invoice.currency}`,
    invoice.paid ? 'Paid' : 'Awaiting payment',
  ]);
  const partiesBottom = drawParties(doc, [
    ['From', sellerLines(invoice.seller)],
    ['Bill to', [...invoice.billTo, invoice.email, ...(invoice.buyerVatNumber ? [`VAT: ${invoice.buyerVatNumber}`] : [])]],
    ['Ship to', invoice.shipTo],
  ]);
  const continued = `${name} (continued)`;
  const linesEnd = drawTable(doc, LINE_COLUMNS, lineRows(invoice, money), partiesBottom + 24, continued);
  const summary = invoice.summary.map((group) => ({
    main: rateText(group.rateBp),
    notes: [],
    cells: [money(group.net), money(group.tax), money(group.gross)],
  }));
  const summaryEnd = drawTable(doc, SUMMARY_COLUMNS, summary, roomFor(doc, linesEnd, 60), continued);
  drawTotals(doc, invoice, summaryEnd, money);
  numberPages(doc, `${invoice.seller.companyName} · ${name}`);
  doc.end();
  return done;
}
