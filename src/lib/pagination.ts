// Page numbers of catalogue listings (collections, search): `?page=` from 1, bounded.

/** Products per page of a collection or of search results. */
export const CATALOGUE_PAGE_SIZE = 24;
/** No listing is paged further than this; deeper pages are not found rather than slow. */
export const MAX_PAGE = 500;

/**
 * The page a `?page=` value asks for: missing or empty is page 1; a whole number from 1
 * to MAX_PAGE is that page; anything else ("0", "-1", "2.5", "abc", "1e3") is undefined,
 * which a route answers with its not-found page.
 */
export function parsePageParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return 1;
  if (!/^[1-9]\d{0,3}$/.test(value)) return undefined;
  const page = Number(value);
  return page <= MAX_PAGE ? page : undefined;
}

/** The last page of `total` items; an empty listing still has page 1 (its empty state). */
export function lastPageOf(total: number, pageSize = CATALOGUE_PAGE_SIZE): number {
  return Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / pageSize)));
}

export type PageItem = number | 'gap';

/**
 * The page links to draw: always the first and last page, the current page with
 * `around` neighbours either side, and 'gap' where pages are left out.
 * pageItems(6, 12) → [1, 'gap', 5, 6, 7, 'gap', 12]. A gap never hides a single page.
 */
export function pageItems(current: number, last: number, around = 1): PageItem[] {
  const shown = new Set<number>([1, last]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= last) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

/**
 * The address of page `page` of a listing at `path`, keeping its other query values
 * (sort, search) and leaving `page` out for page 1 so the first page has one address.
 */
export function pageHref(path: string, query: Record<string, string | undefined>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (key !== 'page' && value !== undefined && value !== '') params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
