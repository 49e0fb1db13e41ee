// What an upload really is, read from its first bytes (magic numbers), never from its name or
// Content-Type: a GIF or an HTML page named .png is neither PNG nor SVG.

export type SniffedFormat = 'png' | 'jpeg' | 'svg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** How far into a text file the root element must begin (prolog, comments, doctype). */
const SVG_PROLOG_BYTES = 4096;

/** What may come before an SVG's root element: an XML declaration, comments, a doctype, whitespace. */
const PROLOG = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)*/;

/** True when the bytes are text whose first element is `<svg`. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, SVG_PROLOG_BYTES);
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const rest = text.slice(PROLOG.exec(text)?.[0].length ?? 0);
  return /^<svg[\s>/]/.test(rest);
}

/** The format the bytes are, or undefined when they are none of PNG, JPEG and SVG. */
export function sniffFormat(bytes: Buffer): SniffedFormat | undefined {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}
