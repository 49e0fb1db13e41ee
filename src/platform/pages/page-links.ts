import { pageHref } from '../../lib/pagination.ts';
import type { HeadExtra } from './page-result.ts';

/**
 * rel="prev"/"next" of a paginated listing (collections, the blog, its tags), absolute
 * like the canonical link; `query` is what the listing keeps from page to page (sort).
 */
export function pageLinks(origin: string, path: string, page: number, lastPage: number, query: Record<string, string | undefined> = {}): HeadExtra[] {
  const links: HeadExtra[] = [];
  if (page > 1) links.push({ kind: 'link', rel: 'prev', href: origin + pageHref(path, query, page - 1) });
  if (page < lastPage) links.push({ kind: 'link', rel: 'next', href: origin + pageHref(path, query, page + 1) });
  return links;
}
