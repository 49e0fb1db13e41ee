import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from '../../../src/server/content/blog/reading-time.ts';
import { formatPostDate } from '../../../src/server/content/blog/post-date.ts';
import { blogPostPath, blogTagPath } from '../../../src/server/content/blog/blog-paths.ts';

describe('readingMinutes', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
  it('is at least one minute, and rounds up', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE + 1)}</p>`)).toBe(2);
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE * 5)}</p>`)).toBe(5);
  });
  it('counts words, not markup, entities or punctuation', () => {
    const markup = `<h2 class="x">Title</h2>${'<p><a href="/a-very-long-address/that-is-not-words/">link</a> &amp; — </p>'.repeat(300)}`;
    // 301 words: "Title" and 300 × "link".
    expect(readingMinutes(markup)).toBe(2);
  });
  it('keeps the words of separate blocks apart and skips scripts', () => {
    const blocks = `${'<p>word</p>'.repeat(WORDS_PER_MINUTE + 1)}<script>${words(1000)}</script>`;
    expect(readingMinutes(blocks)).toBe(2);
  });
});

describe('formatPostDate', () => {
  it('writes dates as a person does, in UTC', () => {
    expect(formatPostDate('2026-03-04T09:30:00.000Z')).toBe('4 March 2026');
    expect(formatPostDate('2026-03-04T23:59:00-02:00')).toBe('5 March 2026');
  });
  it('is empty for no date or a bad one', () => {
    expect(formatPostDate(null)).toBe('');
    expect(formatPostDate('not a date')).toBe('');
  });
});

describe('blog paths', () => {
  it('puts posts under /blog/ and topics under /blog/tagged/', () => {
    expect(blogPostPath('how-we-print')).toBe('/blog/how-we-print/');
    expect(blogTagPath('organic-cotton')).toBe('/blog/tagged/organic-cotton/');
  });
});
