import { MAX_UPLOAD_BYTES } from '../../../schemas/studio-calls.ts';
import { readMultipartFile } from '../../../api/multipart-file.ts';
import { UPLOAD_MESSAGES } from './prepare-upload.ts';

// The `file` field of a studio upload, read with a cap (multipart-file.ts).

export const UPLOAD_SIZE_MESSAGE = `Images may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

/** The uploaded file's bytes (its name and type are ignored: the bytes say what it is). */
export async function readStudioUpload(request: Request): Promise<Buffer> {
  const { file } = await readMultipartFile(request, {
    maxFileBytes: MAX_UPLOAD_BYTES,
    overheadBytes: 16 * 1024,
    sizeMessage: UPLOAD_SIZE_MESSAGE,
    noFileMessage: UPLOAD_MESSAGES.formats,
  });
  return Buffer.from(await file.arrayBuffer());
}
