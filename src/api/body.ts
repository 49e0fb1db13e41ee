import type { z } from 'zod';
import { ApiError } from '../server/errors/api-error.ts';

const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads a JSON body and parses it with the call's schema: a body that is not JSON is a
 * 400, one that does not fit the schema a 422 with the spec's field messages.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, options: { maxBytes?: number } = {}): Promise<z.output<S>> {
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw new ApiError('payloadTooLarge');
  const text = await request.text();
  if (text.length > maxBytes) throw new ApiError('payloadTooLarge');
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError('badRequest', 'The request body is not valid JSON.');
    }
  }
  // zod errors become 422s in errorResponse (src/server/errors/respond.ts).
  return schema.parse(body);
}
