import { plainText } from '../../../platform/security/sanitise-html.ts';

// "6 min read" on cards and articles: words of the article at an unhurried reading pace.

/** Words a reader gets through in a minute of an article (a common, slightly cautious figure). */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read some HTML, rounded up, never less than 1. Tags and entities are not words. */
export function readingMinutes(html: string): number {
  const words = plainText(html)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
