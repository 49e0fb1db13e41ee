// Reads the text a PDF shows through pdf.js (unpdf's build of it for Node): the string of
// each text-showing operation of each page, in drawing order. The separators pdf.js puts
// between them (an empty item at a line's end, a space between runs) are left out.
import { getDocumentProxy } from 'unpdf';

/** Every run of text the PDF's pages show, in drawing order. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const runs: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const { items } = await (await document.getPage(number)).getTextContent();
      for (const item of items) if ('str' in item && item.str.trim() !== '') runs.push(item.str);
    }
    return runs;
  } finally {
    await document.loadingTask.destroy();
  }
}

/** A run of text and where it is drawn: `y` from the top of its page, in points. */
export interface PlacedRun {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** Each page's size and runs of text with their places, for checking a PDF's layout. */
export async function pdfPages(pdf: Uint8Array): Promise<{ height: number; runs: PlacedRun[] }[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const pages: { height: number; runs: PlacedRun[] }[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , , top = 0] = page.view;
      const { items } = await page.getTextContent();
      const runs: PlacedRun[] = [];
      for (const item of items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        // transform: [a, b, c, d, x, baseline from the bottom]
        runs.push({ str: item.str, x: item.transform[4] as number, y: top - (item.transform[5] as number), width: item.width });
      }
      pages.push({ height: top, runs });
    }
    return pages;
  } finally {
    await document.loadingTask.destroy();
  }
}
