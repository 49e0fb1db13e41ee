import { sql, type Expression, type SqlBool } from 'kysely';
import type { StoreScope } from '../stores/scope.ts';
import type { Product } from '../../schemas/product.ts';
import { productFromRow } from './products.ts';
import { SHOPPER_LISTED } from './shopper-listed.ts';
import { queryTerms, rankBySearch } from '../../lib/search-scoring.ts';
import { CATALOGUE_PAGE_SIZE, lastPageOf } from '../../lib/pagination.ts';

/** At most this many products are scored for one search: the newest that could match. */
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
 * What the database looks for: each term, and for longer terms a shorter stem too so
 * "hoodies" finds "hoodie" (the scorer's partial match). One-letter terms only when
 * nothing longer was typed. Terms are letters and digits only (queryTerms splits on
 * everything else), so they never carry LIKE wildcards.
 */
function candidatePatterns(terms: string[]): string[] {
  const useful = terms.filter((term) => term.length >= 2);
  const chosen = useful.length > 0 ? useful : terms;
  const patterns = new Set<string>();
  for (const term of chosen) patterns.add(term.length > 4 ? term.slice(0, term.length - 2) : term);
  return [...patterns].filter((pattern) => /^[\p{L}\p{N}]+$/u.test(pattern));
}

async function findCandidates(scope: StoreScope, patterns: string[]): Promise<Product[]> {
  if (patterns.length === 0) return [];
  const divisionId = scope.division.id;
  const rows = await scope.db
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
            // "tshirt" finds "T-Shirt".
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
    .orderBy('products.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .limit(MAX_SEARCH_CANDIDATES)
    .execute();
  return rows.map((row) => productFromRow(row));
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
    .where('product_collections.product_id', 'in', products.map((product) => product.id))
    .orderBy('collections.position')
    .execute();
  for (const row of rows) names.set(row.product_id, [...(names.get(row.product_id) ?? []), row.name]);
  return names;
}

/**
 * Spec §2 /search/ and §9 search weighting: the store's products matching a term, best
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
