import { ApiError } from '../errors/api-error.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_FORMAT_MESSAGE, UPLOAD_SIZE_MESSAGE } from '../../lib/media-uploads.ts';

/** Room for the multipart boundaries and the other fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  altText: string;
}

const tooLarge = () => new ApiError('payloadTooLarge', UPLOAD_SIZE_MESSAGE, { fieldErrors: { file: [UPLOAD_SIZE_MESSAGE] } });

/** Reads at most `limit` bytes of the body; more is refused before it is all in memory. */
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

/**
 * The `file` field of a multipart upload (and its optional `altText`). A declared or
 * actual body over the limit is a 413 with the size message; a body without a file is a
 * 422 with the spec's formats message.
 */
export async function readUpload(request: Request): Promise<UploadedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw ApiError.validation({ file: [UPLOAD_FORMAT_MESSAGE] });
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
  if (!(file instanceof File)) throw ApiError.validation({ file: [UPLOAD_FORMAT_MESSAGE] });
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const altText = form.get('altText');
  return { name: file.name.slice(0, 200), bytes: Buffer.from(await file.arrayBuffer()), altText: typeof altText === 'string' ? altText.trim().slice(0, 300) : '' };
}
