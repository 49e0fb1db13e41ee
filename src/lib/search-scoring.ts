// Search weighting: partial word 1, full word 2; text over 10 words reduces score.
// Pure and browser-safe, so an island can rank instant results the same way the server does.
//
// The exact formula, for a query and one product:
//
//   terms    = the query's distinct words (lower case, accents dropped, split on anything
//              that is not a letter or digit), at most MAX_QUERY_TERMS of them
//   field    = each of: name, tags (joined), collection names (joined), description
//   match(t, field) = 2 (FULL_WORD_MATCH)    when a word of the field equals t,
//                     1 (PARTIAL_WORD_MATCH) when a word contains t (t of 2+ characters)
//                                            or t contains a word of 3+ characters
//                                            ("hood" → "hoodie", "hoodies" → "hoodie"),
//                     0 otherwise; the best match of t in the field counts, once
//   length(field)   = 1 when the field has at most 10 words (LONG_TEXT_WORDS),
//                     otherwise 10 / its word count (a 40-word description counts a quarter)
//   score    = Σ over fields of length(field) × Σ over terms of match(t, field)
//
// A field's words include hyphenated words joined up ("T-Shirt" also gives "tshirt"),
// so "tshirt" finds T-Shirts; the joined forms do not add to the word count.
// A product with score 0 is not a result.

export const FULL_WORD_MATCH = 2;
export const PARTIAL_WORD_MATCH = 1;
/** Text longer than this many words has its score scaled down by LONG_TEXT_WORDS / words. */
export const LONG_TEXT_WORDS = 10;
/** Words of a query beyond this are ignored: no one types more, and it bounds the work. */
export const MAX_QUERY_TERMS = 8;
/** Shortest query term that may match inside a longer word ("ho" → "hoodie"). */
const MIN_PARTIAL_TERM = 2;
/** Shortest word that may match inside a longer query term ("hoodie" in "hoodies"). */
const MIN_PARTIAL_WORD = 3;

/** What search reads of a product. */
export interface SearchableProduct {
  name: string;
  tags: readonly string[];
  collectionNames: readonly string[];
  description: string;
}

export const SEARCH_FIELDS = ['name', 'tags', 'collectionNames', 'description'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NOT_A_WORD = /[^\p{L}\p{N}]+/u;

function fold(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** "Fjord-Lines Café!" → ["fjord", "lines", "cafe"]. */
export function searchWords(text: string): string[] {
  return fold(text)
    .split(NOT_A_WORD)
    .filter((word) => word !== '');
}

/** The distinct words of a query, in order, at most MAX_QUERY_TERMS. */
export function queryTerms(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_QUERY_TERMS);
}

/** 2 for the same word, 1 for a partial match, 0 for none. */
export function wordMatch(term: string, word: string): number {
  if (term === word) return FULL_WORD_MATCH;
  if (term.length >= MIN_PARTIAL_TERM && word.includes(term)) return PARTIAL_WORD_MATCH;
  if (word.length >= MIN_PARTIAL_WORD && term.includes(word)) return PARTIAL_WORD_MATCH;
  return 0;
}

/** 1 for text of up to 10 words, 10 / words beyond. */
export function lengthFactor(wordCount: number): number {
  return wordCount > LONG_TEXT_WORDS ? LONG_TEXT_WORDS / wordCount : 1;
}

/** The words a term may match in a text: its words plus hyphen- and apostrophe-joined forms. */
function matchableWords(text: string): { words: Set<string>; count: number } {
  const words = searchWords(text);
  const joined = searchWords(text.replace(/[-‐‑'’]/g, ''));
  return { words: new Set([...words, ...joined]), count: words.length };
}

/** Score of one piece of text for the query terms, after the long-text reduction. */
export function textScore(terms: readonly string[], text: string): number {
  if (terms.length === 0 || text.trim() === '') return 0;
  const { words, count } = matchableWords(text);
  let sum = 0;
  for (const term of terms) {
    let best = 0;
    for (const word of words) {
      best = Math.max(best, wordMatch(term, word));
      if (best === FULL_WORD_MATCH) break;
    }
    sum += best;
  }
  return sum * lengthFactor(count);
}

function fieldText(product: SearchableProduct, field: SearchField): string {
  const value = product[field];
  return typeof value === 'string' ? value : value.join(' ');
}

/** The product's score for the query terms (see the formula at the top of this file). */
export function scoreProduct(terms: readonly string[], product: SearchableProduct): number {
  let score = 0;
  for (const field of SEARCH_FIELDS) score += textScore(terms, fieldText(product, field));
  return score;
}

export interface Ranked<T> {
  item: T;
  score: number;
}

/**
 * The items that match the query, best first. Equal scores keep the order they came in
 * (the caller passes newest first), so ranking is stable and predictable.
 */
export function rankBySearch<T>(items: readonly T[], query: string, searchable: (item: T) => SearchableProduct): Ranked<T>[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return items
    .map((item, index) => ({ item, score: scoreProduct(terms, searchable(item)), index }))
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item, score }) => ({ item, score }));
}
