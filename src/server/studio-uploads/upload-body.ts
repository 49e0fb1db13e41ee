import { ApiError } from '../errors/api-error.ts';
import { MAX_UPLOAD_BYTES } from '../../schemas/studio-calls.ts';
import { UPLOAD_MESSAGES } from './prepare-upload.ts';

// The `file` field of a studio upload, read with a cap: a body over the limit is refused as
// soon as it passes it (and the rest is not read), whatever Content-Length claimed.

/** Room for the multipart boundary and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

export const UPLOAD_SIZE_MESSAGE = `Images may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

const tooLarge = () => new ApiError('payloadTooLarge', UPLOAD_SIZE_MESSAGE, { fieldErrors: { file: [UPLOAD_SIZE_MESSAGE] } });
const noFile = () => ApiError.validation({ file: [UPLOAD_MESSAGES.formats] });

async function readCapped(request: Request, limit: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The uploaded file's bytes (its name and type are ignored: the bytes say what it is). */
export async function readStudioUpload(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw noFile();
  const limit = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
  const body = await readCapped(request, limit);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError('badRequest', 'The upload could not be read.');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw noFile();
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  return Buffer.from(await file.arrayBuffer());
}
