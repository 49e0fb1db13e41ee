// Every PDF we draw (invoices, factory labels, return labels) is answered as one buffer:
// pdfkit streams its output, so the chunks are gathered from the moment the document exists.

/** Gathers `doc`'s output; resolves with the whole file once the caller has called `doc.end()`. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
