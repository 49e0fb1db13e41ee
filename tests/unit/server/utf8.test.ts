import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../../src/platform/front/utf8.ts';

const encoder = new TextEncoder();
const page = '<p>We print every order within 2 working days.</p>'.repeat(60);

// Each case in a short and a long form: long text takes the transcoding way when it holds a character past U+00FF.
const texts: Record<string, string> = {
  empty: '',
  ASCII: page,
  'accents (one byte a character)': `Café Zürich, £12 ${page}`,
  'an en dash and a euro sign': `${page} UK delivery takes 2–3 days; €4.50`,
  CJK: `漢字かな ${page} 漢字`,
  'an emoji (a surrogate pair)': `${page} 👕`,
  'a lone high surrogate': `${page} \uD800 end`,
  'a lone low surrogate at the end': `${page}\uDC00`,
};

describe('utf8Bytes', () => {
  for (const [name, text] of Object.entries(texts)) {
    it(`gives TextEncoder's bytes for ${name}`, () => {
      expect(Buffer.from(utf8Bytes(text)).equals(Buffer.from(encoder.encode(text)))).toBe(true);
      const short = text.slice(-40);
      expect(Buffer.from(utf8Bytes(short)).equals(Buffer.from(encoder.encode(short)))).toBe(true);
    });
  }

  it('takes no argument as the empty string, as TextEncoder does', () => {
    expect(utf8Bytes()).toEqual(new Uint8Array());
  });
});
