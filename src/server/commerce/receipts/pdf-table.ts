import { CONTENT, MARGIN, MUTED, RULE, type Doc } from './pdf-frame.ts';

// A table of lines that runs over as many pages as it needs. Every row is measured before it
// is drawn: a row that does not fit what is left of the page starts the next one, under the
// column headings again; a row taller than a whole page (a bundle with many parts) is broken
// between its parts, each part wrapped inside the first column, never past the margin.

export interface PdfColumn {
  heading: string;
  width: number;
  align: 'left' | 'right';
}

export interface PdfRow {
  /** The first column's text, wrapped within it. */
  main: string;
  /** Smaller lines under it: options and SKU, a bundle's parts (indented). */
  notes: { text: string; indent: boolean }[];
  /** The other columns, in order. */
  cells: string[];
}

const GAP = 8;
const INDENT = 12;
const NOTE_GAP = 1;

/** The lowest point a row may reach: the bottom margin (the footer sits below it). */
function bottomOf(doc: Doc): number {
  return doc.page.height - MARGIN;
}

function drawHeadings(doc: Doc, columns: readonly PdfColumn[], at: number): number {
  doc.font('bold').fontSize(8).fillColor(MUTED);
  let x = MARGIN;
  for (const column of columns) {
    doc.text(column.heading, x, at, { width: column.width - 4, align: column.align, lineBreak: true });
    x += column.width;
  }
  const ruled = at + 20;
  doc
    .moveTo(MARGIN, ruled)
    .lineTo(MARGIN + CONTENT, ruled)
    .strokeColor(RULE)
    .stroke();
  return ruled + 8;
}

/** A new page headed `continued`, with the column headings; answers where the next row goes. */
function nextPage(doc: Doc, columns: readonly PdfColumn[], continued: string): number {
  doc.addPage();
  doc.font('bold').fontSize(10).fillColor('#000').text(continued, MARGIN, MARGIN, { width: CONTENT });
  return drawHeadings(doc, columns, MARGIN + 24);
}

interface Measured {
  main: number;
  cells: number;
  notes: number[];
}

function measure(doc: Doc, columns: readonly PdfColumn[], row: PdfRow): Measured {
  const first = columns[0]!.width - 6;
  const main = doc.font('body').fontSize(10).heightOfString(row.main, { width: first });
  doc.font('body').fontSize(9);
  const cells = Math.max(0, ...row.cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index + 1]!.width - 4 })));
  doc.fontSize(8);
  const notes = row.notes.map((note) => doc.heightOfString(note.text, { width: first - (note.indent ? INDENT : 0) }) + NOTE_GAP);
  return { main, cells, notes };
}

/** Draws `rows` under their headings from `top`; answers where the table ends. */
export function drawTable(doc: Doc, columns: readonly PdfColumn[], rows: readonly PdfRow[], top: number, continued: string): number {
  const first = columns[0]!.width - 6;
  let y = drawHeadings(doc, columns, top);
  const freshPage = bottomOf(doc) - (MARGIN + 24 + 28);
  for (const row of rows) {
    const size = measure(doc, columns, row);
    const head = Math.max(size.main + (size.notes[0] ?? 0), size.cells);
    const whole = Math.max(size.main + size.notes.reduce((a, b) => a + b, 0), size.cells);
    // A row that fits a page is never split; a taller one starts where at least its first lines fit.
    if (y + whole > bottomOf(doc) && (whole <= freshPage || y + head > bottomOf(doc))) y = nextPage(doc, columns, continued);
    doc.font('body').fontSize(10).fillColor('#000').text(row.main, MARGIN, y, { width: first });
    doc.font('body').fontSize(9);
    let x = MARGIN + columns[0]!.width;
    row.cells.forEach((cell, index) => {
      const column = columns[index + 1]!;
      doc.text(cell, x, y + 1, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    let cellsBottom = y + size.cells;
    let at = y + size.main;
    row.notes.forEach((note, index) => {
      const height = size.notes[index]!;
      if (at + height > bottomOf(doc)) {
        at = nextPage(doc, columns, continued);
        doc.font('body').fontSize(9).fillColor(MUTED).text(`${row.main} (continued)`, MARGIN, at, { width: first });
        at = doc.y + 2;
        cellsBottom = 0;
      }
      const indent = note.indent ? INDENT : 0;
      doc
        .font('body')
        .fontSize(8)
        .fillColor(MUTED)
        .text(note.text, MARGIN + indent, at, { width: first - indent });
      at += height;
    });
    y = Math.max(at, cellsBottom) + GAP;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .strokeColor(RULE)
    .stroke();
  return y + 10;
}

/** Room for `height` more from `y` on this page, else a new page: answers where to draw. */
export function roomFor(doc: Doc, y: number, height: number): number {
  if (y + height <= bottomOf(doc)) return y;
  doc.addPage();
  return MARGIN;
}
