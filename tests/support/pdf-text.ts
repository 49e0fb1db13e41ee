// Reads the text a PDF shows, enough for pdfkit's output: inflates its streams, maps each
// font's glyph codes back to characters through its ToUnicode CMap, and joins the strings
// of the text-showing operators (Tj, TJ) in order. Not a general PDF parser.
import { inflateSync } from 'node:zlib';

export interface PdfObject {
  dict: string;
  stream: Buffer | undefined;
}

/** Every object of the PDF by number, its stream inflated (read to /Length when given: binary streams may hold 'endstream'). */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    const dict = streamAt === -1 ? body : body.slice(0, streamAt);
    let stream: Buffer | undefined;
    if (streamAt !== -1) {
      const start = match.index + match[0].indexOf('stream') + 'stream'.length;
      const from = text[start] === '\r' ? start + 2 : start + 1;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
      const end = length >= 0 ? from + length : text.indexOf('endstream', from);
      const raw = pdf.subarray(from, end);
      stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
    }
    found.set(Number(match[1]), { dict, stream });
  }
  return found;
}

function hexCodes(hex: string, width: number): number[] {
  const codes: number[] = [];
  for (let at = 0; at + width * 2 <= hex.length; at += width * 2) codes.push(parseInt(hex.slice(at, at + width * 2), 16));
  return codes;
}

function unicodeOf(spaced: string): string {
  const hex = spaced.replace(/\s+/g, '');
  return String.fromCodePoint(
    ...hexCodes(hex, 2).reduce<number[]>((points, unit, index, units) => {
      // UTF-16BE pairs.
      if (unit >= 0xd800 && unit < 0xdc00) points.push(((unit - 0xd800) << 10) + ((units[index + 1] ?? 0) - 0xdc00) + 0x10000);
      else if (!(unit >= 0xdc00 && unit < 0xe000)) points.push(unit);
      return points;
    }, []),
  );
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(pair[1]!, 16), unicodeOf(pair[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        // A ligature maps to several characters: <0066 0069> is "fi".
        for (const [offset, entry] of [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].entries()) map.set(from + offset, unicodeOf(entry[1]!));
      } else {
        const base = parseInt(target.slice(1, -1).replace(/\s+/g, ''), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCodePoint(base + code - from));
      }
    }
  }
  return map;
}

/** Every line of text the PDF's pages show, in drawing order. */
export function pdfText(pdf: Buffer): string[] {
  const all = pdfObjects(pdf);
  // Font resource name (/F1) → its ToUnicode map.
  const fonts = new Map<string, Map<number, string>>();
  for (const object of all.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(object.dict)?.[1];
    if (!resources) continue;
    for (const entry of resources.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = all.get(Number(entry[2]));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = toUnicode ? all.get(Number(toUnicode))?.stream : undefined;
      if (cmap) fonts.set(entry[1]!, parseCmap(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const object of all.values()) {
    if (!object.stream || !/BT[\s\S]*ET/.test(object.stream.toString('latin1'))) continue;
    let font = new Map<number, string>();
    for (const operation of object.stream.toString('latin1').matchAll(/\/(\w+)\s+[\d.]+\s+Tf|(\[[^\]]*\])\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (operation[1]) {
        font = fonts.get(operation[1]) ?? new Map();
        continue;
      }
      const hexes = operation[2] ? [...operation[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1] ?? '') : [operation[3] ?? ''];
      lines.push(hexes.flatMap((hex) => hexCodes(hex, 2).map((code) => font.get(code) ?? '')).join(''));
    }
  }
  return lines;
}
