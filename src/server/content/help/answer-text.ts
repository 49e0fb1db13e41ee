import { plainText } from '../../../platform/security/sanitise-html.ts';

// An answer's teaser, on help cards and in meta descriptions: its plain text, as written.

/** The first sentences of `html` that fit in `max` characters (at least the first one, cut if it must be). */
export function answerTeaser(html: string, max = 220): string {
  const text = plainText(html);
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let teaser = '';
  for (const sentence of sentences) {
    if (teaser !== '' && (teaser + sentence).trim().length > max) break;
    teaser += sentence;
  }
  teaser = teaser.trim();
  return teaser.length > max ? `${teaser.slice(0, max - 1).trimEnd()}…` : teaser;
}
