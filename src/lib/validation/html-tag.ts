// Reads one pasted HTML tag's attributes without a DOM, so embed and verification
// snippets validate the same way on the server and in the browser.

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the entities a browser would, so checks see the value the browser will use. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

// name, name=value, name="value" or name='value', each preceded by whitespace.
const ATTRIBUTE = /\s+([a-z][a-z0-9_:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/iy;

/**
 * Attributes of the whole text, lower-cased names to decoded values (a bare attribute
 * is ''); null when the text is not attributes or names one twice.
 */
function parseAttributes(text: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  while (ATTRIBUTE.lastIndex < text.length) {
    const match = ATTRIBUTE.exec(text);
    if (!match?.[1]) return null;
    const name = match[1].toLowerCase();
    if (attributes.has(name)) return null;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** `<meta …>` or `<meta … />`, alone: its attributes, else null. */
export function parseVoidTag(html: string, tagName: string): Map<string, string> | null {
  const match = new RegExp(`^<${tagName}(\\s[^<>]*?)?\\s*/?>$`, 'i').exec(html.trim());
  return match ? parseAttributes(match[1] ?? '') : null;
}

/** `<iframe …></iframe>` with nothing inside, alone: its attributes, else null. */
export function parseEmptyElement(html: string, tagName: string): Map<string, string> | null {
  const match = new RegExp(`^<${tagName}(\\s[^<>]*?)?\\s*>\\s*</${tagName}\\s*>$`, 'i').exec(html.trim());
  return match ? parseAttributes(match[1] ?? '') : null;
}
