// The words of a little owner-written HTML, for a one-line summary in the browser (the editor's
// block list), where the server's sanitiser is not: tags dropped, block ends and line breaks
// read as spaces, and the entities a rich-text field writes decoded, so "Tom &amp; Jerry"
// reads "Tom & Jerry" once React escapes it for the page.

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—', hellip: '…' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
  }
  return NAMED[body] ?? entity;
}

/** The text of `html` on one line; an entity it does not know stays as written. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
