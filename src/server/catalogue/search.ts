import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../../platform/db/tables.ts';
import { isPostgres } from '../../platform/db/migrations/columns.ts';
import type { StoreScope } from '../stores/index.ts';
import type { Product } from '../../schemas/product.ts';
import { productFromRow } from './products.ts';
import { SHOPPER_LISTED } from './shopper-listed.ts';
import { queryTerms, rankBySearch } from '../../lib/search-scoring.ts';
import { CATALOGUE_PAGE_SIZE, lastPageOf } from '../../lib/pagination.ts';

type ProductRow = Selectable<Database['products']>;

/** At most this many products are scored for one search: the newest the index finds. */
export const MAX_SEARCH_CANDIDATES = 200;
/** A search term is cut to this length before anything reads it. */
export const MAX_SEARCH_LENGTH = 100;

export type SearchResult =
  | { kind: 'not-found' }
  | {
      kind: 'results';
      /** The term searched for, trimmed and bounded. */
      term: string;
      /** This page's products, best match first. */
      products: Product[];
      /** Matching products in all pages. */
      total: number;
      page: number;
      lastPage: number;
    };

/** The term from `?search=`: trimmed, inner whitespace collapsed, at most MAX_SEARCH_LENGTH characters. */
export function searchTermFrom(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/**
 * What the index looks for, each anywhere inside a word: each term, and for longer terms a
 * shorter stem so "hoodies" finds "hoodie" (the scorer's partial match). One-letter terms
 * only when nothing longer was typed. Terms are letters and digits only (queryTerms splits
 * on everything else), so no query syntax (quotes, `*`, `OR`, `NEAR(`, `:*`, `&`, `!`) can
 * come from what a shopper types; fullTextQuery quotes them all the same.
 */
export function candidatePatterns(terms: string[]): string[] {
  const useful = terms.filter((term) => term.length >= 2);
  const chosen = useful.length > 0 ? useful : terms;
  const patterns = new Set<string>();
  for (const term of chosen) patterns.add(term.length > 4 ? term.slice(0, term.length - 2) : term);
  return [...patterns].filter((pattern) => /^[\p{L}\p{N}]+$/u.test(pattern));
}

/** SQLite's trigram index finds substrings of this many characters or more. */
const TRIGRAM = 3;

/**
 * What may stand next to two letters in a product's text. A two-letter pattern is inside a
 * text exactly when one of the trigrams "xq?" or "?xq" is, so SQLite looks for those (the
 * trigram index lowercases): letters, digits, ASCII punctuation and space, Latin-1 letters.
 */
const NEIGHBOURS = [...'abcdefghijklmnopqrstuvwxyz0123456789 !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿß'];

/** The trigram phrases that find a pattern anywhere: itself, or a two-letter one with each neighbour. */
function trigramPhrases(pattern: string): string[] {
  if ([...pattern].length >= TRIGRAM) return [pattern];
  return NEIGHBOURS.flatMap((neighbour) => [`${pattern}${neighbour}`, `${neighbour}${pattern}`]);
}

/**
 * The index query matching any entry that has one of the patterns inside a word, each
 * quoted as a string, never read as syntax: FTS5 `"hood" OR "tee"` (trigram phrases:
 * substrings), tsquery `'hood':* | 'tee':*` (word prefixes of an index of word suffixes).
 */
export function fullTextQuery(dialect: 'sqlite' | 'postgres', patterns: string[]): string {
  return dialect === 'postgres'
    ? patterns.map((pattern) => `'${pattern.replace(/['\\]/g, '')}':*`).join(' | ')
    : patterns
        .flatMap(trigramPhrases)
        .map((phrase) => `"${phrase.replace(/"/g, '""')}"`)
        .join(' OR ');
}

/** Newest first, as the listing pages sort: the scorer keeps this order between equal scores. */
function newestFirst(rows: ProductRow[]): ProductRow[] {
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** PostgreSQL reads matches in rounds of this many, newest first, until MAX_SEARCH_CANDIDATES are listed. */
const POSTGRES_ROUND = 2 * MAX_SEARCH_CANDIDATES;

/**
 * The newest listed products of this store whose index entry holds one of the patterns:
 * at most MAX_SEARCH_CANDIDATES, highest id first, so a store of 100,000 products costs
 * about what one of 1,000 does.
 *
 * SQLite's FTS5 hands the matches over newest first and the listing rules filter them as
 * they come. PostgreSQL chooses its plan by estimates: given the listing rules (expressions
 * on the sku it has no statistics for) it expects few products and reads them all, probing
 * the index for each. So the match is asked alone first — store and words, which it can
 * estimate: the GIN index for a rare word, the newest products for a common one — in rounds
 * of POSTGRES_ROUND, and the rules filter each round.
 */
async function indexCandidates(scope: StoreScope, postgres: boolean, patterns: string[]): Promise<ProductRow[]> {
  if (patterns.length === 0) return [];
  const query = fullTextQuery(postgres ? 'postgres' : 'sqlite', patterns);
  const divisionId = scope.division.id;
  if (!postgres) {
    const rows = await sql<ProductRow>`select products.* from product_search
        join products on products.id = product_search.rowid
        where product_search match ${query}
          and products.division_id = ${divisionId}
          and products.enabled = 1
          and ${SHOPPER_LISTED}
        order by product_search.rowid desc
        limit ${MAX_SEARCH_CANDIDATES}`.execute(scope.db);
    return rows.rows;
  }
  const ids: number[] = [];
  for (let before = 2_147_483_647; ids.length < MAX_SEARCH_CANDIDATES; ) {
    // Ids and the listing verdict only; the inner LIMIT keeps the rules out of the match's plan.
    const round = await sql<{ id: number; listed: boolean }>`select products.id, (products.enabled = 1 and ${SHOPPER_LISTED}) as listed from (
          select products.id, products.enabled, products.sku, products.approval_status from product_search
          join products on products.id = product_search.product_id
          where product_search.document @@ to_tsquery('simple', ${query})
            and products.division_id = ${divisionId}
            and products.id < ${before}
          order by products.id desc
          limit ${POSTGRES_ROUND}
        ) as products`.execute(scope.db);
    ids.push(
      ...round.rows
        .filter((row) => row.listed)
        .map((row) => row.id)
        .slice(0, MAX_SEARCH_CANDIDATES - ids.length),
    );
    if (round.rows.length < POSTGRES_ROUND) break;
    before = round.rows[round.rows.length - 1]!.id;
  }
  if (ids.length === 0) return [];
  return scope.db.selectFrom('products').selectAll().where('id', 'in', ids).orderBy('id', 'desc').execute();
}

/**
 * A single letter (searched only when nothing longer was typed) is read from the products
 * themselves on SQLite, newest first, stopping at MAX_SEARCH_CANDIDATES: a letter is inside
 * nearly every product, so the scan stops early.
 */
async function scannedCandidates(scope: StoreScope, patterns: string[]): Promise<ProductRow[]> {
  if (patterns.length === 0) return [];
  const divisionId = scope.division.id;
  return scope.db
    .selectFrom('products')
    .selectAll('products')
    .where('products.division_id', '=', divisionId)
    .where('products.enabled', '=', 1)
    .where(SHOPPER_LISTED)
    .where((eb) =>
      eb.or(
        patterns.flatMap((pattern): Expression<SqlBool>[] => {
          const like = `%${pattern}%`;
          return [
            sql<SqlBool>`lower(products.name) like ${like}`,
            // "ts" finds "T-Shirt", as the index's joined words do.
            sql<SqlBool>`replace(lower(products.name), '-', '') like ${like}`,
            sql<SqlBool>`lower(products.tags_json) like ${like}`,
            sql<SqlBool>`lower(products.description) like ${like}`,
            eb(
              'products.id',
              'in',
              eb
                .selectFrom('product_collections')
                .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
                .select('product_collections.product_id')
                .where('collections.division_id', '=', divisionId)
                .where(sql<SqlBool>`lower(collections.name) like ${like}`),
            ),
          ];
        }),
      ),
    )
    .orderBy('products.id', 'desc')
    .limit(MAX_SEARCH_CANDIDATES)
    .execute();
}

/** The candidates to score: at most MAX_SEARCH_CANDIDATES, the newest that hold a pattern. */
async function findCandidates(scope: StoreScope, patterns: string[]): Promise<Product[]> {
  const postgres = isPostgres(scope.db);
  const short = postgres ? [] : patterns.filter((pattern) => [...pattern].length < 2);
  const indexed = patterns.filter((pattern) => !short.includes(pattern));
  const [fromIndex, fromScan] = await Promise.all([indexCandidates(scope, postgres, indexed), scannedCandidates(scope, short)]);
  const byId = new Map([...fromIndex, ...fromScan].map((row) => [row.id, row]));
  const newest = [...byId.values()].sort((a, b) => b.id - a.id).slice(0, MAX_SEARCH_CANDIDATES);
  return newestFirst(newest).map((row) => productFromRow(row));
}

/** Collection names of each product, for scoring (the products of this store only). */
async function collectionNames(scope: StoreScope, products: Product[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (products.length === 0) return names;
  const rows = await scope.db
    .selectFrom('product_collections')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .select(['product_collections.product_id', 'collections.name'])
    .where('collections.division_id', '=', scope.division.id)
    .where(
      'product_collections.product_id',
      'in',
      products.map((product) => product.id),
    )
    .orderBy('collections.position')
    .execute();
  for (const row of rows) names.set(row.product_id, [...(names.get(row.product_id) ?? []), row.name]);
  return names;
}

/**
 * /search/ with its weighting (partial word 1, full word 2): the store's products matching a term, best
 * first, one page of CATALOGUE_PAGE_SIZE. Bounded: at most MAX_SEARCH_CANDIDATES products
 * are read and scored. A page past the last is not found.
 */
export async function searchCatalogue(scope: StoreScope, rawTerm: string, page: number): Promise<SearchResult> {
  const term = searchTermFrom(rawTerm);
  const ranked = await rankedSearch(scope, term);
  const lastPage = lastPageOf(ranked.length);
  if (page < 1 || page > lastPage) return { kind: 'not-found' };
  const products = ranked.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE);
  return { kind: 'results', term, products, total: ranked.length, page, lastPage };
}

/**
 * Every listed product matching a term (already cut by searchTermFrom), best first: at
 * most MAX_SEARCH_CANDIDATES. The search page and artemis/query page through it.
 */
export async function rankedSearch(scope: StoreScope, term: string): Promise<Product[]> {
  const candidates = await findCandidates(scope, candidatePatterns(queryTerms(term)));
  const names = await collectionNames(scope, candidates);
  const ranked = rankBySearch(candidates, term, (product) => ({
    name: product.name,
    tags: product.tags,
    collectionNames: names.get(product.id) ?? [],
    description: product.description,
  }));
  return ranked.map((entry) => entry.item);
}
