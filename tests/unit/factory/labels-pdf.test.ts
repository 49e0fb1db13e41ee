import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { labelBarcode, labelsPdf } from '../../../src/server/fulfilment/factory/labels-pdf.ts';
import type { SheetLabel } from '../../../src/server/fulfilment/factory/label-sheet.ts';
import { pdfText } from '../../support/pdf-text.ts';
import { decodeCode128Row } from './code128.ts';
import { pdfImages } from './pdf-images.ts';

// Factory labels print as a PDF, one 100 × 50 mm label per unit, whose Code 128
// barcode a scanner reads back as the label's code.

const label = (overrides: Partial<SheetLabel> = {}): SheetLabel => ({
  id: 1,
  barcode: 'PF0123456789',
  counter: 2,
  quantity: 3,
  pickface: 'A-12-3',
  orderId: 4242,
  orderStatus: 'paid',
  priority: 2,
  itemName: 'Organic Tee',
  colour: 'Black',
  size: 'XL',
  printFile: null,
  ...overrides,
});

async function pngRow(png: Buffer): Promise<boolean[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const y = Math.floor(info.height / 2);
  return Array.from({ length: info.width }, (_, x) => {
    const at = (y * info.width + x) * 4;
    return data[at + 3]! > 127 && (data[at]! + data[at + 1]! + data[at + 2]!) / 3 < 128;
  });
}

describe('the label barcode', () => {
  it('decodes back to the label code (checked by an independent Code 128 reader)', async () => {
    for (const code of ['PF0123456789', 'PF9999999999', 'PF0000000001']) expect(decodeCode128Row(await pngRow(await labelBarcode(code)))).toBe(code);
  });

  it('the reader is not fooled: another code’s bars do not read as this code', async () => {
    expect(decodeCode128Row(await pngRow(await labelBarcode('PF1111111111')))).not.toBe('PF0123456789');
  });
});

describe('labelsPdf', () => {
  it('is a PDF with one 100 × 50 mm page per label', async () => {
    const pdf = await labelsPdf([label(), label({ id: 2, barcode: 'PF0000000002', counter: 3 })]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => [
      Math.round(Number(match[1]) / (72 / 25.4)),
      Math.round(Number(match[2]) / (72 / 25.4)),
    ]);
    expect(boxes).toEqual([
      [100, 50],
      [100, 50],
    ]);
  });

  it('shows the code, the order, "2 of 3", the item, its colour and size, the pickface and the priority', async () => {
    const text = (await pdfText(await labelsPdf([label()], { compress: false }))).join('\n');
    for (const part of ['PF0123456789', '#4242', '2 of 3', 'Organic Tee', 'Black / XL', 'PICKFACE', 'A-12-3', 'URGENT']) expect(text).toContain(part);
  });

  it('draws each label’s barcode, and the barcode in the PDF scans as that label’s code', async () => {
    const pdf = await labelsPdf([label(), label({ id: 2, barcode: 'PF5550001234', priority: 0 })], { compress: false });
    const barcodes = (await pdfImages(pdf)).map((image) => {
      const y = Math.floor(image.height / 2);
      return decodeCode128Row(Array.from({ length: image.width }, (_, x) => image.ink(x, y)));
    });
    expect(barcodes.sort()).toEqual(['PF0123456789', 'PF5550001234']);
  });
});
