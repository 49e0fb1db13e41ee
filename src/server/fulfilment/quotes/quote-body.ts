import { ApiError } from '../../../platform/errors/api-error.ts';
import { MAX_UPLOAD_BYTES } from '../../../schemas/studio-calls.ts';
import { UPLOAD_SIZE_MESSAGE } from '../../studio/index.ts';
import { readCapped } from '../../../api/multipart-file.ts';

// A quote form's body (the no-JS page forms and the API alike): its text fields and at most
// one file (`file`: artwork, or staff's mockup), read with a cap so an oversized body is
// refused as it passes the limit, whatever Content-Length claimed.

/** Room for the text fields around the file: ten lines and their notes fit easily. */
const FIELDS_BYTES = 128 * 1024;

export interface QuoteBody {
  fields: Record<string, string>;
  file: { bytes: Buffer; name: string } | null;
}

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

const LINE_FIELD = /^lines\.(\d{1,2})\.(productId|colour|total|printSides|methodNotes|quantities\.(.{1,20}))$/;

/**
 * The form's fields with the lines it offered but the customer left blank (no product, no
 * quantity) taken out and the rest numbered 0, 1, 2… — the numbering the errors and the form
 * drawn again both use. The first line always stays: an empty form is told what is missing.
 */
export function compactLines(fields: Record<string, string>): Record<string, string> {
  const lines = new Map<number, [string, string][]>();
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const match = LINE_FIELD.exec(key);
    if (!match) {
      if (!key.startsWith('lines.')) rest[key] = value;
      continue;
    }
    const index = Number(match[1]);
    lines.set(index, [...(lines.get(index) ?? []), [key.slice(`lines.${index}.`.length), value]]);
  }
  const filled = (entries: [string, string][]) =>
    entries.some(([field, value]) => (field === 'productId' || field === 'total' || field.startsWith('quantities.')) && value.trim() !== '');
  const kept = [...lines.entries()].sort(([a], [b]) => a - b).filter(([, entries], position) => position === 0 || filled(entries));
  kept.forEach(([, entries], position) => {
    for (const [field, value] of entries) rest[`lines.${position}.${field}`] = value;
  });
  return rest;
}

/**
 * The flat, dotted fields of a quote form as the request object QuoteRequest parses:
 * "lines.0.quantities.M" → lines[0].quantities.M, after compactLines. Unknown fields are ignored.
 */
export function quoteFieldsToRequest(raw: Record<string, string>): Record<string, unknown> {
  const fields = compactLines(raw);
  const lines: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const match = LINE_FIELD.exec(key);
    if (!match) continue;
    const line = lines[Number(match[1])] ?? { quantities: {} };
    lines[Number(match[1])] = line;
    if (match[3] !== undefined) (line.quantities as Record<string, string>)[match[3]] = value;
    else line[match[2]!] = value;
  }
  return {
    lines: lines.filter(Boolean),
    deadline: fields.deadline,
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    company: fields.company,
    notes: fields.notes,
  };
}
