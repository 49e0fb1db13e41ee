// Bodies for upload tests: a multipart form with one file (and other fields), and a PNG whose
// header claims any canvas size with almost no pixels behind it (a decompression bomb, or a
// damaged file when the claim is small).
import { crc32, deflateSync } from 'node:zlib';

export function multipart(
  name: string,
  bytes: Buffer,
  options: { type?: string; fields?: Record<string, string> } = {},
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----printfront${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [field, value] of Object.entries(options.fields ?? {}))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const name = Buffer.from(type);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([name, data])));
  return Buffer.concat([head, name, data, crc]);
}

/** A 66-byte PNG whose header claims a canvas of width × height. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(1))), pngChunk('IEND', Buffer.alloc(0))]);
}
