import { isSafeUrl } from '../../url-sanitiser.ts';
import { parseEmptyElement } from '../html-tag.ts';
import { messages } from '../messages.ts';
import { defineRule } from '../rule.ts';

export interface EmbedCode {
  /** The frame's address: https and passed by the URL sanitiser. */
  src: string;
  /** Every attribute as pasted (names lower-cased, entities decoded), src included. */
  attributes: Record<string, string>;
}

/**
 * Reads pasted embed code: exactly one `<iframe …></iframe>` whose src is a safe https
 * URL, with no inline script (on* handlers) or inline document (srcdoc). Else null.
 */
export function parseEmbedCode(code: string): EmbedCode | null {
  const attributes = parseEmptyElement(code, 'iframe');
  const src = attributes?.get('src');
  if (!attributes || src === undefined) return null;
  if ([...attributes.keys()].some((name) => name.startsWith('on') || name === 'srcdoc')) return null;
  if (!/^https:\/\/[^/\s\\?#]+/i.test(src) || !isSafeUrl(src)) return null;
  return { src, attributes: Object.fromEntries(attributes) };
}

export const embedCode = defineRule('iframe', messages.embedCode, (value) => parseEmbedCode(value) !== null);
