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
