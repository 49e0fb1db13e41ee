import { transcode } from 'node:buffer';

const encoder = new TextEncoder();

/** Below this many characters the built-in encoder's fixed cost dominates: keep it. */
const LONG_TEXT = 1024;

/**
 * A character past U+00FF. On a string V8 stores a byte a character this test answers at
 * once (0.1 µs for 110 KB: such a string cannot hold one); on any other it stops at the first.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of U+0000-U+00FF, control characters included
const WIDE = /[^\x00-\xff]/;

/**
 * The UTF-8 bytes of `text`: the bytes TextEncoder gives, faster for long text with a
 * character past U+00FF in it. V8 stores such a string at two bytes a character, and one en
 * dash or curly quote in a store's text makes every string it is joined into one as well;
 * Node's TextEncoder (v24) hands those to V8's character-by-character writer, at about 4 ns a
 * character (370 µs for a 109 KB page, a third of its render on this project's 2-core
 * host). Copied out as UTF-16 and transcoded (simdutf) the same page takes 90 µs. A string
 * of one-byte characters stays with the built-in encoder, which is fast for it.
 * A lone surrogate, which TextEncoder replaces with U+FFFD and transcode refuses, goes the
 * built-in way.
 */
export function utf8Bytes(text = ''): Uint8Array<ArrayBuffer> {
  if (text.length < LONG_TEXT || !WIDE.test(text)) return encoder.encode(text);
  try {
    return transcode(Buffer.from(text, 'utf16le'), 'utf16le', 'utf8');
  } catch {
    return encoder.encode(text);
  }
}
