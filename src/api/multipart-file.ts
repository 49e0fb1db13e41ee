import { ApiError } from '../platform/errors/api-error.ts';

// Reading one uploaded file from a multipart body with a cap: a body over the limit is refused
// as soon as it passes it (the rest is not read), whatever Content-Length claimed. Shared by the
// image library's uploads and the studio's.

export interface MultipartLimits {
  /** Largest file accepted, in bytes. */
  maxFileBytes: number;
  /** Room for the boundaries, part headers and other fields around the file. */
  overheadBytes: number;
  /** The 413's message (also the `file` field's error). */
  sizeMessage: string;
  /** The 422's message when the body holds no file. */
  noFileMessage: string;
}

export interface MultipartUpload {
  file: File;
  form: FormData;
}

/** The whole body, refused with `tooLarge()` once it declares or passes `limit` bytes (the rest is not read). */
export async function readCapped(request: Request, limit: number, tooLarge: () => ApiError): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
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
 * The `file` field of a multipart upload and the rest of its form. A declared or actual body
 * over the limit is a 413 with the size message; a body that is not multipart or holds no
 * (non-empty) file is a 422 with the no-file message; an unreadable form is a 400.
 */
export async function readMultipartFile(request: Request, limits: MultipartLimits): Promise<MultipartUpload> {
  const tooLarge = () => new ApiError('payloadTooLarge', limits.sizeMessage, { fieldErrors: { file: [limits.sizeMessage] } });
  const noFile = () => ApiError.validation({ file: [limits.noFileMessage] });
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(type)) throw noFile();
  const limit = limits.maxFileBytes + limits.overheadBytes;
  const body = await readCapped(request, limit, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError('badRequest', 'The upload could not be read.');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw noFile();
  if (file.size > limits.maxFileBytes) throw tooLarge();
  return { file, form };
}
