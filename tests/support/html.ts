// Reads server HTML in tests with a real parser and CSS selectors.
import { parseDocument } from 'htmlparser2';
import { selectAll, selectOne } from 'css-select';
import { textContent } from 'domutils';
import type { Element } from 'domhandler';

export interface Html {
  all(selector: string): Element[];
  one(selector: string): Element | null;
  attr(selector: string, name: string): string | undefined;
  text(selector: string): string;
  /** Every JSON-LD block of the page, parsed. */
  jsonLd(): Record<string, unknown>[];
}

export function parseHtml(source: string): Html {
  const document = parseDocument(source);
  const all = (selector: string) => selectAll(selector, document) as unknown as Element[];
  const one = (selector: string) => selectOne(selector, document) as unknown as Element | null;
  return {
    all,
    one,
    attr: (selector, name) => one(selector)?.attribs[name],
    text: (selector) => {
      const element = one(selector);
      return element ? textContent(element).replace(/\s+/g, ' ').trim() : '';
    },
    jsonLd: () => all('script[type="application/ld+json"]').map((element) => JSON.parse(textContent(element)) as Record<string, unknown>),
  };
}
