// A quote form's body (the no-JS page forms and the API alike, read by src/api/quote-body.ts):
// its text fields and at most one file (`file`: artwork, or staff's mockup).

export interface QuoteBody {
  fields: Record<string, string>;
  file: { bytes: Buffer; name: string } | null;
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
