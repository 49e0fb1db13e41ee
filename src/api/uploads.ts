import { readMultipartFile } from './multipart-file.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_FORMAT_MESSAGE, UPLOAD_SIZE_MESSAGE } from '../lib/media-uploads.ts';
import { MAX_UPLOAD_BYTES as MAX_STUDIO_UPLOAD_BYTES } from '../schemas/studio-calls.ts';
import type { UploadedFile } from '../server/merchant/index.ts';
import { WOFF2_MAX_BYTES } from '../server/stores/index.ts';
import { UPLOAD_MESSAGES, UPLOAD_SIZE_MESSAGE as STUDIO_UPLOAD_SIZE_MESSAGE } from '../server/studio/index.ts';

// The upload calls' bodies: one file each, read with a cap (multipart-file.ts), handed on as bytes.

/**
 * The `file` field of an image library upload (and its optional `altText`). A declared or actual
 * body over the limit is a 413 with the size message; a body without a file is a 422 with the
 * formats message.
 */
export async function readUpload(request: Request): Promise<UploadedFile> {
  const { file, form } = await readMultipartFile(request, {
    maxFileBytes: MAX_UPLOAD_BYTES,
    overheadBytes: 64 * 1024,
    sizeMessage: UPLOAD_SIZE_MESSAGE,
    noFileMessage: UPLOAD_FORMAT_MESSAGE,
  });
  const altText = form.get('altText');
  return {
    name: file.name.slice(0, 200),
    bytes: Buffer.from(await file.arrayBuffer()),
    altText: typeof altText === 'string' ? altText.trim().slice(0, 300) : '',
  };
}

/** The bytes of a studio upload's `file` (its name and type are ignored: the bytes say what it is). */
export async function readStudioUpload(request: Request): Promise<Buffer> {
  const { file } = await readMultipartFile(request, {
    maxFileBytes: MAX_STUDIO_UPLOAD_BYTES,
    overheadBytes: 16 * 1024,
    sizeMessage: STUDIO_UPLOAD_SIZE_MESSAGE,
    noFileMessage: UPLOAD_MESSAGES.formats,
  });
  return Buffer.from(await file.arrayBuffer());
}

/** A custom font upload: the WOFF2 `file` (2 MB at most, a 413 past it) and the family `name` it goes by. */
export async function readFontUpload(request: Request): Promise<{ name: string; bytes: Uint8Array }> {
  const { file, form } = await readMultipartFile(request, {
    maxFileBytes: WOFF2_MAX_BYTES,
    overheadBytes: 16 * 1024,
    sizeMessage: 'Fonts are limited to 2 MB',
    noFileMessage: 'Choose a WOFF2 font file',
  });
  const name = form.get('name');
  return { name: typeof name === 'string' ? name.slice(0, 200) : '', bytes: new Uint8Array(await file.arrayBuffer()) };
}
