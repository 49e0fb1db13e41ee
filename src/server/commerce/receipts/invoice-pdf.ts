import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../platform/pdf/pdf-bytes.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { partText, type Invoice } from './invoice.ts';
import { coveredByFonts, pdfFonts } from '../../../platform/pdf/pdf-fonts.ts';
import { formatMoney } from '../../../lib/money.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import { formatDisplayDay } from '../../../lib/dates.ts';
import { config } from '../../../platform/config/config.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';

// The invoice as an A4 PDF, drawn from the same Invoice as the printable page.
// Text is set in the store's own fonts, embedded as subsets.

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT = PAGE_WIDTH - MARGIN * 2;
const MUTED = '#555555';
const RULE = '#dddddd';

/** Money in the order's currency; a symbol the embedded fonts lack is written as its code. */
export function pdfMoney(amount: number, currency: string): string {
  const text = formatMoney(amount, currency);
  if (coveredByFonts(text)) return text;
  const definition = currencyFor(currency);
  return `${definition.code} ${formatMoney(amount, { ...definition, symbol: '', subScript: '' }).trim()}`;
}

/** The store's logo as PNG when it is one of our media files (pdfkit draws PNG and JPEG only). */
async function logoPng(logo: string | null): Promise<Buffer | undefined> {
  if (!logo?.startsWith(MEDIA_PREFIX)) return undefined;
  const name = logo.slice(MEDIA_PREFIX.length);
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name) || name.includes('..')) return undefined;
  try {
    return await sharp(await readFile(path.join(config.mediaDir, name)))
      .resize({ height: 120, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // A missing or unreadable logo leaves the company name in its place.
    return undefined;
  }
}

export interface InvoicePdfOptions {
  /** The theme's body font family (falls back to Lato). */
  fontFamily: string;
  /** Leave page streams uncompressed (tests read them). */
  compress?: boolean;
}

type Doc = PDFKit.PDFDocument;

/** An A4 document in the store's fonts ('body' and 'bold'), its pages kept for numbering. */
function invoiceDocument(invoice: Invoice, options: InvoicePdfOptions, fonts: Awaited<ReturnType<typeof pdfFonts>>): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    // Kept until the end so every page can be numbered "Page i of n".
    bufferPages: true,
    // No default Helvetica (pdfkit loads a default font only for a non-empty name): every glyph
    // comes from the embedded store fonts.
    font: '',
    info: {
      Title: `Invoice ${invoice.number}`,
      Author: invoice.seller.companyName,
      Subject: `Invoice ${invoice.number} from ${invoice.seller.companyName}`,
      Creator: 'Printfront',
    },
  });
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return doc;
}

/** Header: logo (or name) on the left, the invoice's number and date on the right. */
function drawHeader(doc: Doc, invoice: Invoice, logo: Buffer | undefined): void {
  const top = MARGIN;
  if (logo) doc.image(logo, MARGIN, top, { fit: [180, 48] });
  else doc.font('bold').fontSize(18).fillColor('#000').text(invoice.seller.companyName, MARGIN, top, { width: 260 });
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#000')
    .text('Invoice', MARGIN + 260, top, { width: CONTENT - 260, align: 'right' });
  doc
    .font('body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Invoice number: ${invoice.number}`, { width: CONTENT - 260, align: 'right' })
    .text(`Order number: ${invoice.orderNumber}`, { width: CONTENT - 260, align: 'right' })
    .text(`Invoice date: ${formatDisplayDay(invoice.date)}`, { width: CONTENT - 260, align: 'right' })
    .text(invoice.paid ? 'Paid' : 'Awaiting payment', { width: CONTENT - 260, align: 'right' });
}

/** Seller, bill to, ship to in three columns under the header; answers where the lowest ends. */
function drawParties(doc: Doc, invoice: Invoice): number {
  const columnsTop = Math.max(doc.y, MARGIN + 60) + 20;
  const column = CONTENT / 3;
  const block = (x: number, title: string, lines: string[]) => {
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, columnsTop, { width: column - 10, characterSpacing: 0.5 });
    doc.font('body').fontSize(10).fillColor('#000');
    for (const line of lines.length > 0 ? lines : ['—']) doc.text(line, { width: column - 10 });
    return doc.y;
  };
  const seller = [
    invoice.seller.companyName,
    ...invoice.seller.addressLines,
    ...(invoice.seller.email ? [invoice.seller.email] : []),
    ...(invoice.seller.vatNumber ? [`VAT: ${invoice.seller.vatNumber}`] : []),
  ];
  const bottoms = [
    block(MARGIN, 'From', seller),
    block(MARGIN + column, 'Bill to', [...invoice.billTo, invoice.email]),
    block(MARGIN + column * 2, 'Ship to', invoice.shipTo),
  ];
  return Math.max(...bottoms);
}

const COLS = { description: MARGIN, quantity: MARGIN + 270, unit: MARGIN + 310, tax: MARGIN + 380, total: MARGIN + 440 };

/** The lines' column headings at `at`, ruled under; answers where the first line goes. */
function drawHeadings(doc: Doc, at: number): number {
  doc.font('bold').fontSize(9).fillColor(MUTED);
  doc.text('ITEM', COLS.description, at, { width: 260 });
  doc.text('QTY', COLS.quantity, at, { width: 35, align: 'right' });
  doc.text('UNIT PRICE', COLS.unit, at, { width: 65, align: 'right' });
  doc.text('TAX', COLS.tax, at, { width: 55, align: 'right' });
  doc.text('TOTAL', COLS.total, at, { width: CONTENT - 440, align: 'right' });
  doc
    .moveTo(MARGIN, at + 16)
    .lineTo(MARGIN + CONTENT, at + 16)
    .strokeColor(RULE)
    .stroke();
  return at + 24;
}

/** One line at `y`: description, options and SKU, a bundle's parts, then its figures; answers where the next goes. */
function drawLine(doc: Doc, line: Invoice['lines'][number], y: number, money: (amount: number) => string): number {
  doc.font('body').fontSize(10).fillColor('#000').text(line.description, COLS.description, y, { width: 260 });
  let lineBottom = doc.y;
  if (line.options || line.sku) {
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text([line.options, line.sku && `SKU ${line.sku}`].filter(Boolean).join(' · '), { width: 260 });
    lineBottom = doc.y;
  }
  // A bundle's parts, indented under it: what is in the box, priced within the bundle.
  for (const part of line.parts) {
    doc
      .fontSize(8)
      .fillColor(MUTED)
      .text(partText(part), COLS.description + 12, doc.y, { width: 248 });
    lineBottom = doc.y;
  }
  doc.fontSize(10).fillColor('#000');
  doc.text(String(line.quantity), COLS.quantity, y, { width: 35, align: 'right' });
  doc.text(money(line.unitPrice), COLS.unit, y, { width: 65, align: 'right' });
  doc.text(money(line.lineTax), COLS.tax, y, { width: 55, align: 'right' });
  doc.text(money(line.lineTotal), COLS.total, y, { width: CONTENT - 440, align: 'right' });
  return Math.max(lineBottom, doc.y) + 8;
}

/** The lines from `top`, their column headings repeated on every page they run onto, ruled off; answers where the totals go. */
function drawLines(doc: Doc, invoice: Invoice, top: number, money: (amount: number) => string): number {
  let y = drawHeadings(doc, top);
  for (const line of invoice.lines) {
    if (y > 720) {
      doc.addPage();
      doc.font('bold').fontSize(10).fillColor('#000').text(`Invoice ${invoice.number} (continued)`, MARGIN, MARGIN, { width: CONTENT });
      y = drawHeadings(doc, MARGIN + 24);
    }
    y = drawLine(doc, line, y, money);
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .strokeColor(RULE)
    .stroke();
  return y + 10;
}

/** Totals, with the tax they include, and the payment method under them. */
function drawTotals(doc: Doc, invoice: Invoice, top: number, money: (amount: number) => string): void {
  const rows: [string, string, boolean?][] = [
    ['Subtotal', money(invoice.totals.subtotal)],
    ...(invoice.totals.discount !== 0
      ? [[`Discount${invoice.couponCode ? ` (${invoice.couponCode})` : ''}`, money(-Math.abs(invoice.totals.discount))] as [string, string]]
      : []),
    [`Shipping (${invoice.shippingMethod})`, money(invoice.totals.shipping)],
    ...invoice.taxLines.map((tax) => [tax.label, money(tax.amount)] as [string, string]),
    ['Total', money(invoice.totals.total), true],
  ];
  let y = top;
  if (y > 680) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(strong ? 12 : 10)
      .fillColor('#000');
    doc.text(label, MARGIN + 230, y, { width: 200 });
    doc.text(value, MARGIN + 430, y, { width: CONTENT - 430, align: 'right' });
    y = doc.y + 4;
  }
  if (invoice.paymentMethod)
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Payment method: ${invoice.paymentMethod}`, MARGIN, y + 16, { width: CONTENT });
}

/** "Page i of n" in the footer of every page. */
function numberPages(doc: Doc, invoice: Invoice): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Written inside the bottom margin, which must not start yet another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${invoice.seller.companyName} · Invoice ${invoice.number} · Page ${index - start + 1} of ${count}`, MARGIN, doc.page.height - 32, {
        width: CONTENT,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

export async function writeInvoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  const [fonts, logo] = await Promise.all([pdfFonts(options.fontFamily), logoPng(invoice.seller.logo)]);
  const doc = invoiceDocument(invoice, options, fonts);
  const done = pdfBytes(doc);
  const money = (amount: number) => pdfMoney(amount, invoice.currency);
  drawHeader(doc, invoice, logo);
  const partiesBottom = drawParties(doc, invoice);
  const totalsTop = drawLines(doc, invoice, partiesBottom + 24, money);
  drawTotals(doc, invoice, totalsTop, money);
  numberPages(doc, invoice);
  doc.end();
  return done;
}
