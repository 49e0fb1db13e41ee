import { ApiError } from '../platform/errors/api-error.ts';
import { MAX_UPLOAD_BYTES } from '../schemas/studio-calls.ts';
import type { QuoteBody, QuotePost } from '../server/fulfilment/index.ts';
import { UPLOAD_SIZE_MESSAGE } from '../server/studio/index.ts';
import { readCapped } from './multipart-file.ts';
import { isSameHostForm } from './same-host-form.ts';

// A quote form's body (the no-JS page forms and the API alike): its text fields and at most
// one file (`file`: artwork, or staff's mockup), read with a cap so an oversized body is
// refused as it passes the limit, whatever Content-Length claimed.

/** Room for the text fields around the file: ten lines and their notes fit easily. */
const FIELDS_BYTES = 128 * 1024;

const tooLarge = () => new ApiError('payloadTooLarge', UPLOAD_SIZE_MESSAGE, { fieldErrors: { file: [UPLOAD_SIZE_MESSAGE] } });

/** Reads a multipart or url-encoded form; JSON bodies are read as their top-level strings and numbers. */
export async function readQuoteBody(request: Request): Promise<QuoteBody> {
  const type = request.headers.get('content-type') ?? '';
  const body = await readCapped(request, MAX_UPLOAD_BYTES + FIELDS_BYTES, tooLarge);
  if (/^application\/json/i.test(type)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8') || '{}');
    } catch {
      throw new ApiError('badRequest', 'The request could not be read.');
    }
    const fields: Record<string, string> = {};
    if (parsed && typeof parsed === 'object') {
      for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
    }
    return { fields, file: null };
  }
  if (!/^(multipart\/form-data;|application\/x-www-form-urlencoded)/i.test(type)) throw new ApiError('badRequest', 'Send the form as multipart/form-data.');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError('badRequest', 'The form could not be read.');
  }
  const fields: Record<string, string> = {};
  let file: QuoteBody['file'] = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields[key] = value;
    else if (key === 'file' && value.size > 0) {
      if (value.size > MAX_UPLOAD_BYTES) throw tooLarge();
      file = { bytes: Buffer.from(await value.arrayBuffer()), name: value.name.slice(0, 200) };
    }
  }
  return { fields, file };
}

/**
 * A quote page's posted form (undefined unless the request is a POST): refused unread when
 * another site sent it, else its body, or the refusal of a body that could not be read.
 */
export async function readQuotePost(request: Request, url: URL): Promise<QuotePost | undefined> {
  if (request.method !== 'POST') return undefined;
  if (!isSameHostForm(request.headers, url.host)) return { sameHost: false };
  try {
    return { sameHost: true, body: await readQuoteBody(request) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { sameHost: true, body: error };
    throw error;
  }
}
