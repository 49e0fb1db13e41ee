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
  if (holdsNul(body)) throw new ApiError('badRequest', 'The request body is not valid JSON.');
  // zod errors become 422s in errorResponse (src/server/errors/respond.ts).
  return schema.parse(body);
}

/**
 * Whether a parsed body has a NUL in any string or key. No field of the API takes one, and
 * PostgreSQL refuses it in text: left in, it would reach a query as a server error.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null || depth > 200) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item, depth + 1));
}
