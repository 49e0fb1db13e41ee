import { extractImages, getDocumentProxy } from 'unpdf';

// The images a PDF draws, decoded by pdf.js (unpdf), as width × height grids of "ink"
// (enough to read a barcode): a PNG with transparency comes back as RGBA, its alpha
// applied from the PDF's soft mask; ink is opaque and dark.

export interface PdfImage {
  width: number;
  height: number;
  ink: (x: number, y: number) => boolean;
}

export async function pdfImages(pdf: Uint8Array): Promise<PdfImage[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const images: PdfImage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      for (const { data, width, height, channels } of await extractImages(document, number)) {
        images.push({
          width,
          height,
          ink: (x, y) => {
            const offset = (y * width + x) * channels;
            const alpha = channels === 4 ? data[offset + 3]! : 255;
            const light = channels === 1 ? data[offset]! : (data[offset]! + data[offset + 1]! + data[offset + 2]!) / 3;
            return alpha > 127 && light < 128;
          },
        });
      }
    }
    return images;
  } finally {
    await document.loadingTask.destroy();
  }
}
