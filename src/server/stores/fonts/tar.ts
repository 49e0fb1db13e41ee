import { gunzipSync } from 'node:zlib';

// Reads the files of a gzipped tar (an npm package tarball): ustar headers of 512 bytes, each
// followed by the file's bytes padded to 512. Only the files `wanted` says yes to are copied out.

const BLOCK = 512;
/** Past this a package is refused rather than unpacked (the largest latin families unpack to ~30 MB). */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The regular files of a .tgz whose path `wanted` accepts, by path (as written in the archive). */
export function extractTgz(tgz: Uint8Array, wanted: (path: string) => boolean): Map<string, Buffer> {
  const tar = gunzipSync(tgz, { maxOutputLength: MAX_UNPACKED_BYTES });
  const files = new Map<string, Buffer>();
  let paxPath: string | undefined;
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) throw new Error('Damaged tar header');
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = text(header, 345, 155);
    const name = paxPath ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    const start = offset + BLOCK;
    const body = tar.subarray(start, start + size);
    if (body.length < size) throw new Error('Truncated tar file');
    if (type === 'x') {
      // A pax header: only a long path matters here.
      paxPath = /\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
    } else {
      if ((type === '0' || type === '\0') && wanted(name)) files.set(name, Buffer.from(body));
      paxPath = undefined;
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}
