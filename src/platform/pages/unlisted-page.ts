import type { Layout } from '../../schemas/page.ts';
import type { ShellData } from './shell-data.ts';
import type { ResponseEffects, StorefrontPage } from './page-result.ts';
import { noindexHead, type NoindexHeadInput } from './noindex-head.ts';
import { NOT_SHAREABLE } from '../render-cache/policy.ts';

export type PageAnswer<V> = Extract<StorefrontPage<V>, { kind: 'page' }>;

/**
 * A page that is never indexed nor kept for others (account pages, outboxes, forms, the
 * not-found page): no breadcrumbs, no structured data, head tags from `head`.
 */
export function unlistedPage<V>(
  shell: ShellData,
  origin: string,
  head: NoindexHeadInput,
  view: V,
  more: { layout?: Layout } & ResponseEffects = {},
): PageAnswer<V> {
  const { layout = 'standard', ...effects } = more;
  return { kind: 'page', view, head: noindexHead(shell, origin, head), jsonLd: [], crumbs: [], layout, cache: NOT_SHAREABLE, ...effects };
}
