import { plainText } from '../../../platform/security/sanitise-html.ts';

// Answers as plain text (meta descriptions, FAQPage JSON-LD, teasers). Block ends become
// spaces first, so "<p>Free.</p><ul><li>Any brand" reads "Free. Any brand", not "Free.Any brand".

const BLOCK_END = /<\/(p|li|h[1-6]|td|th|tr|caption|div|blockquote|dt|dd|figcaption)>|<br\s*\/?>/gi;

export function answerText(html: string): string {
  return plainText(html.replace(BLOCK_END, '$& '));
}

/** The first sentences of `html` that fit in `max` characters (at least the first one, cut if it must be). */
export function answerTeaser(html: string, max = 220): string {
  const text = answerText(html);
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [text];
  let teaser = '';
  for (const sentence of sentences) {
    if (teaser !== '' && (teaser + sentence).trim().length > max) break;
    teaser += sentence;
  }
  teaser = teaser.trim();
  return teaser.length > max ? `${teaser.slice(0, max - 1).trimEnd()}…` : teaser;
}
