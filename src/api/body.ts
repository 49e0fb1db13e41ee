import type { z } from 'zod';
import { ApiError } from '../platform/errors/api-error.ts';

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
  const problem = bodyProblem(body);
  if (problem) throw new ApiError('badRequest', problem);
  // zod errors become 422s in errorResponse (src/api/respond.ts).
  return schema.parse(body);
}

/** Deeper than any call's body (a page document's blocks included) nests. */
const MAX_BODY_DEPTH = 64;

/**
 * What makes a parsed body unusable before any schema sees it: a NUL in a string or key (no
 * field takes one, and PostgreSQL refuses it in text: left in, it would be a server error), or
 * nesting deeper than MAX_BODY_DEPTH (JSON.stringify and zod recurse: thousands of levels
 * overflow the stack).
 */
function bodyProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? 'The request body is not valid JSON.' : null;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_BODY_DEPTH) return 'The request body is nested too deeply.';
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return 'The request body is not valid JSON.';
    const problem = bodyProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}
