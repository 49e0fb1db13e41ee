import PDFDocument from 'pdfkit';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { InvoiceSeller } from '../../../schemas/invoice-document.ts';
import { coveredByFonts, type PdfFonts } from '../../../platform/pdf/pdf-fonts.ts';
import { formatMoney } from '../../../lib/money.ts';
import { currencyFor } from '../../../lib/currencies.ts';
import { config } from '../../../platform/config/config.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';

// What an invoice and a credit note PDF share: an A4 page in the store's embedded fonts, the
// header (logo or name; the document's title and numbers), the parties in columns, and the
// footer numbering every page.

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28;
export const CONTENT = PAGE_WIDTH - MARGIN * 2;
export const MUTED = '#555555';
export const RULE = '#dddddd';

export type Doc = PDFKit.PDFDocument;

/** Money in the document's currency; a symbol the embedded fonts lack is written as its code. */
export function pdfMoney(amount: number, currency: string): string {
  const text = formatMoney(amount, currency);
  if (coveredByFonts(text)) return text;
  const definition = currencyFor(currency);
  return `${definition.code} ${formatMoney(amount, { ...definition, symbol: '', subScript: '' }).trim()}`;
}

/** The store's logo as PNG when it is one of our media files (pdfkit draws PNG and JPEG only). */
export async function logoPng(logo: string | null): Promise<Buffer | undefined> {
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

/** An A4 document in the store's fonts ('body' and 'bold'), its pages kept for numbering. */
export function pdfDocument(title: string, seller: InvoiceSeller, fonts: PdfFonts, compress: boolean): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    // Kept until the end so every page can be numbered "Page i of n".
    bufferPages: true,
    // No default Helvetica (pdfkit loads a default font only for a non-empty name): every glyph
    // comes from the embedded store fonts.
    font: '',
    info: { Title: title, Author: seller.companyName, Subject: `${title} from ${seller.companyName}`, Creator: 'Printfront' },
  });
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return doc;
}

/** Header: logo (or name) on the left, the title and `meta` lines on the right. */
export function drawHeader(doc: Doc, title: string, seller: InvoiceSeller, logo: Buffer | undefined, meta: string[]): void {
  const top = MARGIN;
  if (logo) doc.image(logo, MARGIN, top, { fit: [180, 48] });
  else doc.font('bold').fontSize(18).fillColor('#000').text(seller.companyName, MARGIN, top, { width: 260 });
  doc
    .font('bold')
    .fontSize(20)
    .fillColor('#000')
    .text(title, MARGIN + 260, top, { width: CONTENT - 260, align: 'right' });
  doc.font('body').fontSize(10).fillColor(MUTED);
  for (const line of meta) doc.text(line, { width: CONTENT - 260, align: 'right' });
}

/** The seller as its column prints it: name, address, e-mail, VAT and IOSS numbers. */
export function sellerLines(seller: InvoiceSeller): string[] {
  return [
    seller.companyName,
    ...seller.addressLines,
    ...(seller.email ? [seller.email] : []),
    ...(seller.vatNumber ? [`VAT: ${seller.vatNumber}`] : []),
    ...(seller.iossNumber ? [`IOSS: ${seller.iossNumber}`] : []),
  ];
}

/** Titled columns of lines under the header; answers where the lowest ends. */
export function drawParties(doc: Doc, parties: [string, string[]][]): number {
  const columnsTop = Math.max(doc.y, MARGIN + 60) + 20;
  const column = CONTENT / parties.length;
  const bottoms = parties.map(([title, lines], index) => {
    const x = MARGIN + column * index;
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(title.toUpperCase(), x, columnsTop, { width: column - 10, characterSpacing: 0.5 });
    doc.font('body').fontSize(10).fillColor('#000');
    for (const line of lines.length > 0 ? lines : ['—']) doc.text(line, { width: column - 10 });
    return doc.y;
  });
  return Math.max(...bottoms);
}

/** "<footer> · Page i of n" in the footer of every page. */
export function numberPages(doc: Doc, footer: string): void {
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
      .text(`${footer} · Page ${index - start + 1} of ${count}`, MARGIN, doc.page.height - 32, { width: CONTENT, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
