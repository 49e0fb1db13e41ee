import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../platform/pdf/pdf-bytes.ts';
import { barcodePng } from '../../../platform/pdf/barcode.ts';
import { coveredByFonts, pdfFonts } from '../../../platform/pdf/pdf-fonts.ts';

// The printable prepaid return label: a shopper returning items, or anyone
// sending clothes under the free return offer, prints this A6 label and sticks it on the
// parcel. The code is its barcode: the returns desk scans it to know whose parcel it is.

/** Where every return goes: the returns desk of the apparel factory. */
export const FACTORY_RETURNS_ADDRESS = {
  name: 'Printfront Returns',
  lines: ['Unit 4, Ryde Business Park', 'Nicholson Road', 'Ryde, Isle of Wight', 'PO33 1BF', 'United Kingdom'],
} as const;

export interface ReturnLabelInput {
  /** RT… (an order's return) or RX… (the free return offer). */
  code: string;
  storeName: string;
  /** The sender, as the label prints it. */
  from: { name: string; lines: string[] };
  /** One line under the barcode, e.g. "Order #1042 — 2 items". */
  note?: string;
  /** Leave page streams uncompressed (tests read the text). */
  compress?: boolean;
}

const MM = 72 / 25.4;
const WIDTH = 105 * MM;
const HEIGHT = 148 * MM;
const MARGIN = 8 * MM;

/** Characters the embedded latin fonts cannot draw become '?', never a blank box or a crash. */
function printable(text: string): string {
  return [...text].map((char) => (coveredByFonts(char) ? char : '?')).join('');
}

export async function returnLabelPdf(input: ReturnLabelInput): Promise<Buffer> {
  const [fonts, barcode] = await Promise.all([pdfFonts('Lato'), barcodePng(input.code, { height: 14, scale: 3 })]);
  const doc = new PDFDocument({ size: [WIDTH, HEIGHT], margin: MARGIN, compress: input.compress ?? true, info: { Title: `Return label ${input.code}` } });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const done = pdfBytes(doc);
  const content = WIDTH - MARGIN * 2;

  // The postage mark: a carrier's eye goes here first.
  doc.rect(MARGIN, MARGIN, content, 14 * MM).fill('#111111');
  doc
    .fillColor('#ffffff')
    .font('bold')
    .fontSize(13)
    .text('POSTAGE PAID — UK RETURN', MARGIN, MARGIN + 4.5 * MM, { width: content, align: 'center' });

  let y = MARGIN + 19 * MM;
  doc.fillColor('#555555').font('regular').fontSize(7).text('DELIVER TO', MARGIN, y);
  y += 3.5 * MM;
  doc.fillColor('#111111').font('bold').fontSize(12).text(FACTORY_RETURNS_ADDRESS.name, MARGIN, y, { width: content });
  doc.font('regular').fontSize(11);
  for (const line of FACTORY_RETURNS_ADDRESS.lines) doc.text(line, { width: content });

  y = doc.y + 5 * MM;
  doc.fillColor('#555555').fontSize(7).text('FROM', MARGIN, y);
  doc
    .fillColor('#111111')
    .font('bold')
    .fontSize(9)
    .text(printable(input.from.name) || 'Sender', { width: content });
  doc.font('regular');
  for (const line of input.from.lines.filter((text) => text.trim() !== '')) doc.text(printable(line), { width: content });

  const barcodeWidth = content;
  const barcodeY = HEIGHT - MARGIN - 38 * MM;
  doc.image(barcode, MARGIN, barcodeY, { fit: [barcodeWidth, 26 * MM], align: 'center' });
  doc
    .fillColor('#111111')
    .font('bold')
    .fontSize(10)
    .text(input.code, MARGIN, barcodeY + 27 * MM, { width: content, align: 'center' });
  doc
    .fillColor('#555555')
    .font('regular')
    .fontSize(7)
    .text(printable([input.storeName, input.note].filter(Boolean).join(' · ')), MARGIN, barcodeY + 32 * MM, { width: content, align: 'center' });
  doc.end();
  return done;
}
