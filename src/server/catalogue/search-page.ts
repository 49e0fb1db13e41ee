import type { StoreScope } from '../stores/index.ts';
import type { Product } from '../../schemas/product.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../platform/pages/page-result.ts';
import { searchCatalogue, searchTermFrom, type SearchResult } from './search.ts';
import { popularCollections, type CollectionTile } from './collection-tiles.ts';
import { listProducts } from './products.ts';
import { popularTags } from './popular-tags.ts';
import { listSearchRedirects } from '../stores/index.ts';
import { findSearchRedirect } from '../../schemas/search-redirect.ts';
import { noindexHead } from '../../platform/pages/noindex-head.ts';
import { NOT_FOUND } from '../../platform/pages/page-result.ts';
import { NOT_SHAREABLE } from '../../platform/render-cache/policy.ts';
import { sanitiseUrl } from '../../lib/url-sanitiser.ts';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';

export interface SearchPageView {
  /** The term as the form shows it again ('' for an empty search). */
  term: string;
  /** Undefined for an empty search. */
  results: Extract<SearchResult, { kind: 'results' }> | undefined;
  /** Ways in when there is nothing to show: collections, popular searches and the newest products. */
  tiles: CollectionTile[];
  suggestions: string[];
  newIn: Product[];
}

const SEARCH_PATH = '/search/';
const CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Search', path: SEARCH_PATH },
];

/**
 * /search/?search=term: a configured search redirect wins, else ranked results
 * (full words count 2, partial ones 1), one page of them (`page` is ?page=, undefined when it named no page).
 */
export async function loadSearchPage(
  scope: StoreScope,
  shell: ShellData,
  rawTerm: string | null,
  page: number | undefined,
  origin: string,
): Promise<StorefrontPage<SearchPageView>> {
  const term = searchTermFrom(rawTerm);
  const redirect = term ? findSearchRedirect(await listSearchRedirects(scope), term) : undefined;
  // Destinations were checked when saved; the sanitiser still guards what the database holds.
  if (redirect) return { kind: 'redirect', location: sanitiseUrl(redirect.destinationUrl), status: 302 };

  const result = term !== '' && page !== undefined ? await searchCatalogue(scope, term, page) : undefined;
  if (page === undefined || result?.kind === 'not-found' || (!term && page !== 1)) return NOT_FOUND;
  const results = result?.kind === 'results' ? result : undefined;
  // An empty search and an empty result both offer ways in: collections, and the newest products.
  const empty = !results || results.total === 0;
  const [tiles, suggestions, newIn] = empty
    ? await Promise.all([popularCollections(scope), popularTags(scope), results ? listProducts(scope, { sort: 'new-in', limit: 4 }) : []])
    : [[], [], []];
  return {
    kind: 'page',
    view: { term, results, tiles, suggestions, newIn },
    head: noindexHead(shell, origin, {
      title: term ? `Search results for “${term}”` : 'Search',
      description: `Search ${shell.companyName}.`,
      path: SEARCH_PATH,
      loginState: 'everyone',
    }),
    jsonLd: [breadcrumbList(CRUMBS, origin)],
    crumbs: CRUMBS,
    layout: 'search',
    // Results differ by query; the render cache never meets a query string anyway.
    cache: NOT_SHAREABLE,
  };
}
