import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../platform/pdf/pdf-bytes.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { barcodePng } from '../../../platform/pdf/barcode.ts';
import { coveredByFonts, pdfFonts } from '../../../platform/pdf/pdf-fonts.ts';
import { config } from '../../../platform/config/config.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { PRIORITIES } from '../../../lib/after-sale/priorities.ts';
import type { SheetLabel } from './label-sheet.ts';

// Factory labels as a PDF for the label printer: one 100 × 50 mm page per unit,
// with the label's Code 128 barcode (what the scan station reads), its code in words, the
// order number, "2 of 3", the item, the pickface, the priority and the design's print file.

const MM = 72 / 25.4;
export const LABEL_WIDTH = 100 * MM;
export const LABEL_HEIGHT = 50 * MM;
const PAD = 3 * MM;

function printable(text: string): string {
  return [...text].map((char) => (coveredByFonts(char) ? char : '?')).join('');
}

/** The print file as a small PNG (pdfkit draws PNG and JPEG only); null when missing or unreadable. */
async function thumbnail(url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  const name = url.slice(MEDIA_PREFIX.length);
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(name) || name.includes('..')) return null;
  try {
    return await sharp(await readFile(path.join(config.mediaDir, name)))
      .resize({ width: 240, height: 240, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    // A print file still rendering or gone: the label is printed without its picture.
    return null;
  }
}

/** The barcode drawn on a label: exported so tests can check the PDF holds exactly this image. */
export function labelBarcode(code: string): Promise<Buffer> {
  return barcodePng(code, { height: 11, scale: 3, includeText: false });
}

type Doc = PDFKit.PDFDocument;

/** The right-hand column: the priority and the print file. */
const RIGHT = 30 * MM;
/** The left-hand column: barcode, order, item, pickface. */
const LEFT = LABEL_WIDTH - PAD * 2 - RIGHT - 2 * MM;

/** The left column: the barcode across the top, its code in words, the order and unit, the item, the pickface. */
function drawLabelText(doc: Doc, label: SheetLabel, barcode: Buffer): void {
  // The barcode across the top left, its code in words under it.
  doc.image(barcode, PAD, PAD, { fit: [LEFT, 14 * MM] });
  doc
    .fillColor('#000')
    .font('bold')
    .fontSize(8)
    .text(label.barcode, PAD, PAD + 14.5 * MM, { width: LEFT, lineBreak: false });
  // Order and which unit this is.
  doc
    .font('bold')
    .fontSize(14)
    .text(`#${label.orderId}`, PAD, PAD + 19 * MM, { width: LEFT, lineBreak: false });
  doc
    .font('bold')
    .fontSize(14)
    .text(`${label.counter} of ${label.quantity}`, PAD, PAD + 19 * MM, { width: LEFT, align: 'right', lineBreak: false });
  doc
    .font('regular')
    .fontSize(8)
    .text(printable(label.itemName), PAD, PAD + 25.5 * MM, { width: LEFT, height: 9, ellipsis: true, lineBreak: false });
  const variant = [label.colour, label.size].filter(Boolean).join(' / ');
  doc
    .font('bold')
    .fontSize(9)
    .text(printable(variant || '—'), PAD, PAD + 29.5 * MM, { width: LEFT, lineBreak: false });
  doc
    .font('regular')
    .fontSize(7)
    .text('PICKFACE', PAD, PAD + 35 * MM, { lineBreak: false });
  doc
    .font('bold')
    .fontSize(12)
    .text(printable(label.pickface), PAD, PAD + 38 * MM, { width: LEFT, lineBreak: false });
}

/** The right column: the priority (urgent and high on a black band) over the print file's picture, or an empty frame. */
function drawPriorityAndPicture(doc: Doc, label: SheetLabel, picture: Buffer | null): void {
  // Priority: urgent and high labels carry a black band the packer sees from across the room.
  const priority = PRIORITIES.find((entry) => entry.value === label.priority) ?? PRIORITIES[0];
  const x = LABEL_WIDTH - PAD - RIGHT;
  if (priority.value > 0) {
    doc.rect(x, PAD, RIGHT, 7 * MM).fill('#000');
    doc
      .fillColor('#fff')
      .font('bold')
      .fontSize(10)
      .text(priority.name.toUpperCase(), x, PAD + 1.8 * MM, { width: RIGHT, align: 'center', lineBreak: false });
  } else {
    doc
      .fillColor('#000')
      .font('regular')
      .fontSize(8)
      .text(priority.name, x, PAD + 1.8 * MM, { width: RIGHT, align: 'center', lineBreak: false });
  }
  if (picture) doc.image(picture, x, PAD + 9 * MM, { fit: [RIGHT, LABEL_HEIGHT - PAD * 2 - 9 * MM], align: 'center', valign: 'center' });
  else
    doc
      .rect(x, PAD + 9 * MM, RIGHT, LABEL_HEIGHT - PAD * 2 - 9 * MM)
      .lineWidth(0.5)
      .strokeColor('#999')
      .stroke();
  doc.fillColor('#000');
}

export async function labelsPdf(labels: readonly SheetLabel[], options: { compress?: boolean; title?: string } = {}): Promise<Buffer> {
  const fonts = await pdfFonts('Lato');
  const doc = new PDFDocument({
    size: [LABEL_WIDTH, LABEL_HEIGHT],
    margin: 0,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: options.title ?? 'Factory labels', Creator: 'Printfront' },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const done = pdfBytes(doc);
  const thumbnails = new Map<string, Promise<Buffer | null>>();
  for (const label of labels) {
    const [barcode, picture] = await Promise.all([
      labelBarcode(label.barcode),
      label.printFile
        ? (thumbnails.get(label.printFile) ?? thumbnails.set(label.printFile, thumbnail(label.printFile)).get(label.printFile)!)
        : Promise.resolve(null),
    ]);
    doc.addPage({ size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0 });
    drawLabelText(doc, label, barcode);
    drawPriorityAndPicture(doc, label, picture);
  }
  doc.end();
  return done;
}
