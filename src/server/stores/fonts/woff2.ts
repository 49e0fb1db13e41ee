// Is an uploaded file a real WOFF2 font? The 48-byte header is read (the W3C WOFF2 spec,
// "WOFF2 Header"): the 'wOF2' signature, an sfnt flavour, a length equal to the file's, a
// sane table count and the reserved field zero. Fonts are never executed, but a page should
// only ever be pointed at a file a browser will take as a font.

export const WOFF2_MAX_BYTES = 2 * 1024 * 1024;
const HEADER_BYTES = 48;
const SIGNATURE = 0x774f4632; // 'wOF2'
/** TrueType (0x00010000), CFF ('OTTO') and Apple's 'true'. */
const FLAVOURS = new Set([0x00010000, 0x4f54544f, 0x74727565]);
/** Real fonts carry roughly 10–40 tables; an sfnt's table directory caps far lower than 65535. */
const MAX_TABLES = 256;

export interface Woff2Header {
  flavour: number;
  length: number;
  numTables: number;
}

/** The header when `bytes` is a well-formed WOFF2 within the size limit, else the reason it is not. */
export function readWoff2Header(bytes: Uint8Array): { ok: true; header: Woff2Header } | { ok: false; reason: string } {
  if (bytes.byteLength > WOFF2_MAX_BYTES) return { ok: false, reason: 'Fonts are limited to 2 MB' };
  if (bytes.byteLength < HEADER_BYTES) return { ok: false, reason: 'Expected a WOFF2 font file' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0) !== SIGNATURE) return { ok: false, reason: 'Expected a WOFF2 font file' };
  const flavour = view.getUint32(4);
  const length = view.getUint32(8);
  const numTables = view.getUint16(12);
  const reserved = view.getUint16(14);
  if (!FLAVOURS.has(flavour) || length !== bytes.byteLength || numTables === 0 || numTables > MAX_TABLES || reserved !== 0)
    return { ok: false, reason: 'The font file is damaged' };
  return { ok: true, header: { flavour, length, numTables } };
}
