import { describe, expect, it } from 'vitest';
import {
  FULL_WORD_MATCH,
  LONG_TEXT_WORDS,
  MAX_QUERY_TERMS,
  PARTIAL_WORD_MATCH,
  lengthFactor,
  queryTerms,
  rankBySearch,
  scoreProduct,
  searchWords,
  textScore,
  wordMatch,
  type SearchableProduct,
} from '../../../src/lib/search-scoring.ts';

const product = (overrides: Partial<SearchableProduct> = {}): SearchableProduct => ({
  name: '',
  tags: [],
  collectionNames: [],
  description: '',
  ...overrides,
});

describe('search words and terms', () => {
  it('lower-cases, drops accents and splits on anything but letters and digits', () => {
    expect(searchWords('Fjord-Lines  Café! 155gsm')).toEqual(['fjord', 'lines', 'cafe', '155gsm']);
  });
  it('keeps distinct query terms in order, at most MAX_QUERY_TERMS', () => {
    expect(queryTerms('Wolf wolf HOODIE')).toEqual(['wolf', 'hoodie']);
    expect(queryTerms('a b c d e f g h i j')).toHaveLength(MAX_QUERY_TERMS);
    expect(queryTerms('  ,;!  ')).toEqual([]);
  });
});

describe('word matches (partial word 1, full word 2)', () => {
  it('scores a full word 2', () => {
    expect(FULL_WORD_MATCH).toBe(2);
    expect(wordMatch('hoodie', 'hoodie')).toBe(2);
  });
  it('scores a word containing the term 1', () => {
    expect(PARTIAL_WORD_MATCH).toBe(1);
    expect(wordMatch('hood', 'hoodie')).toBe(1);
    expect(wordMatch('star', 'stargazer')).toBe(1);
  });
  it('scores a term containing a word of 3+ letters 1 (plurals)', () => {
    expect(wordMatch('hoodies', 'hoodie')).toBe(1);
    expect(wordMatch('tees', 'tee')).toBe(1);
  });
  it('does not match inside words on a single letter, nor unrelated words', () => {
    expect(wordMatch('o', 'hoodie')).toBe(0);
    expect(wordMatch('ts', 't')).toBe(0);
    expect(wordMatch('wolf', 'hoodie')).toBe(0);
  });
});

describe('long text (text over 10 words reduces score)', () => {
  it('leaves text of up to 10 words whole and scales longer text by 10 / words', () => {
    expect(LONG_TEXT_WORDS).toBe(10);
    expect(lengthFactor(1)).toBe(1);
    expect(lengthFactor(10)).toBe(1);
    expect(lengthFactor(11)).toBeCloseTo(10 / 11);
    expect(lengthFactor(40)).toBe(0.25);
  });
  it('gives a match in a 10-word text its full score and the same match in 40 words a quarter', () => {
    const ten = 'wolf one two three four five six seven eight nine';
    const forty = `wolf ${'word '.repeat(39)}`;
    expect(searchWords(ten)).toHaveLength(10);
    expect(textScore(['wolf'], ten)).toBe(2);
    expect(textScore(['wolf'], forty)).toBe(0.5);
  });
  it('does not count joined hyphenated forms as extra words', () => {
    // "t-shirt" adds "tshirt" as a matchable form, but the text stays 10 words long.
    const text = 'wolf t-shirt one two three four five six seven';
    expect(searchWords(text)).toHaveLength(10);
    expect(textScore(['tshirt'], text)).toBe(2);
  });
});

describe('product score', () => {
  it('adds the best match of every term in every field', () => {
    const wolf = product({ name: 'Wild Wolf Hoodie', tags: ['animals', 'forest'], collectionNames: ['Hoodies'], description: 'A wolf.' });
    // name: wolf 2 + hoodie 2; tags: 0; collections: hoodie ⊂ hoodies 1; description: wolf 2.
    expect(scoreProduct(['wolf', 'hoodie'], wolf)).toBe(7);
  });
  it('counts a term once per field even when the field repeats it', () => {
    expect(scoreProduct(['wolf'], product({ name: 'Wolf Wolf Wolf' }))).toBe(2);
  });
  it('is 0 when nothing matches', () => {
    expect(scoreProduct(['zebra'], product({ name: 'Wild Wolf Hoodie', description: 'Organic cotton.' }))).toBe(0);
  });
  it('searches tags and collection names', () => {
    expect(scoreProduct(['forest'], product({ name: 'Pine Ridge', tags: ['forest'] }))).toBe(2);
    expect(scoreProduct(['tote'], product({ name: 'Birch Grove', collectionNames: ['Tote Bags'] }))).toBe(2);
  });
});

describe('ranking', () => {
  const items = [
    { id: 'long', searchable: product({ name: 'Summit Seeker', description: `Hoodie ${'word '.repeat(29)}` }) },
    { id: 'name', searchable: product({ name: 'Night Owl Hoodie' }) },
    { id: 'none', searchable: product({ name: 'River Run Tote Bag' }) },
    { id: 'partial', searchable: product({ name: 'Hoodies and more' }) },
    { id: 'name-too', searchable: product({ name: 'Fjord Lines Hoodie' }) },
  ];
  const rank = (query: string) => rankBySearch(items, query, (item) => item.searchable).map((ranked) => ranked.item.id);

  it('puts full matches before partial ones and long text last, leaving out non-matches', () => {
    expect(rank('hoodie')).toEqual(['name', 'name-too', 'partial', 'long']);
  });
  it('keeps the incoming order for equal scores', () => {
    expect(rank('hoodie').slice(0, 2)).toEqual(['name', 'name-too']);
  });
  it('returns nothing for an empty query', () => {
    expect(rank('   ')).toEqual([]);
  });
  it('reports the score', () => {
    expect(rankBySearch(items, 'owl', (item) => item.searchable)).toEqual([{ item: items[1], score: 2 }]);
  });
});
