import type { StoreScope } from '../stores/index.ts';
import type { Page } from '../../schemas/page.ts';
import type { Visitor } from '../accounts/index.ts';
import type { ResolvedBlock } from './resolve-blocks.ts';
import type { Crumb } from '../../lib/structured-data.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../platform/pages/page-result.ts';
import { findPageByUrl } from '../content/index.ts';
import { anyLoadFailed, resolvePageBlocks } from './resolve-blocks.ts';
import { faqEntries, productLists } from './structured-data.ts';
import { blockConditions } from './conditions.ts';
import { hasConditions, splitPageCacheVerdict, splitTestArgs } from '../../platform/pages/cacheability.ts';
import type { SplitTest } from '../../lib/split-tests/rules.ts';
import { activeSplitTests } from '../engagement/index.ts';
import { NO_SPLIT, splitVariantKey, testsShown } from '../../lib/split-tests/page-split.ts';
import { pageAccess } from '../../lib/page-access.ts';
import { faqPage, productItemList, breadcrumbList } from '../../lib/structured-data.ts';
import { headTags } from '../../lib/head.ts';
import { forgetVersioned, versioned } from '../../platform/render-cache/versioned-memo.ts';
import { NOT_FOUND } from '../../platform/pages/page-result.ts';
import { NOT_SHAREABLE } from '../../platform/render-cache/policy.ts';

export interface StorePageView {
  page: Page;
  blocks: ResolvedBlock[];
  /** Names this rendering's block HTML for the fragment cache (undefined: not kept). */
  fragmentKey: string | undefined;
  preview: boolean;
}

export interface StorePageOptions {
  visitor: Visitor;
  /** Path plus query, for the login redirect. */
  fullPath: string;
  origin: string;
  preview: boolean;
}

/**
 * Everything a visitor's rendering depends on besides the store's content. Who the
 * visitor is only matters to blocks with conditions: other pages resolve and render once.
 */
function variantOf(page: Page, options: StorePageOptions, splitTests: readonly SplitTest[]): string {
  const { visitor } = options;
  const parts = [options.origin, options.preview ? 'preview' : 'native'];
  if (hasConditions(page.blocks)) parts.push(visitor.geography, String(visitor.loggedIn), String(visitor.internal));
  const shown = testsShown(splitTestArgs(page.blocks), splitTests);
  if (shown.length > 0) parts.push(splitVariantKey(shown, visitor.split ?? NO_SPLIT));
  return parts.join('|');
}

async function describePage(scope: StoreScope, shell: ShellData, page: Page, options: StorePageOptions, splitTests: readonly SplitTest[]) {
  const blocks = await resolvePageBlocks(scope, page.blocks, {
    mode: options.preview ? 'preview' : 'native',
    conditions: blockConditions(scope.division, options.visitor, splitTests),
  });
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (page.url !== '/') crumbs.push({ name: page.properties.title || page.url, path: page.url });
  const jsonLd: unknown[] = [breadcrumbList(crumbs, options.origin)];
  const faq = faqEntries(blocks);
  if (faq.length > 0) jsonLd.push(faqPage(faq));
  const currencies = shell.switchableCurrencies.length > 0 ? shell.switchableCurrencies : [shell.currency];
  for (const list of productLists(blocks)) jsonLd.push(productItemList(list, options.origin, shell.currency, currencies));
  return { blocks, crumbs, jsonLd };
}

/** A store page: the page at a path, checked, resolved and described. */
export async function loadStorePage(scope: StoreScope, shell: ShellData, path: string, options: StorePageOptions): Promise<StorefrontPage<StorePageView>> {
  const page = await versioned(scope, `page:${path}`, () => findPageByUrl(scope, path));
  if (!page) return NOT_FOUND;
  // The editor previews pages shoppers cannot see yet: preview is only ever granted to the store's people.
  const access = pageAccess(options.preview ? { ...page, published: true } : page, options.visitor, options.fullPath);
  if (access.kind === 'not-found' || access.kind === 'forbidden') return NOT_FOUND;
  if (access.kind === 'redirect') return { kind: 'redirect', location: access.location, status: 302 };
  const splitTests = await activeSplitTests(scope);
  const key = `blocks:${path}:${variantOf(page, options, splitTests)}`;
  const { blocks, crumbs, jsonLd } = await versioned(scope, key, () => describePage(scope, shell, page, options, splitTests));
  const { division } = scope;
  // A block whose path gave nothing shows its error state this once: neither the blocks nor
  // the page are kept, so the next rendering reads the path again.
  const partial = anyLoadFailed(blocks);
  if (partial) forgetVersioned(scope, key);
  return {
    kind: 'page',
    // A partial rendering's blocks are not kept in the fragment cache either.
    view: { page, blocks, fragmentKey: partial ? undefined : `${shell.cacheKey}:${key}`, preview: options.preview },
    head: headTags({
      title: page.properties.title,
      companyName: shell.companyName,
      description: page.properties.description || division.settings.meta.description,
      canonical: options.origin + path,
      images: [page.properties.ogImage, division.settings.meta.ogImage, shell.logo],
      isHome: path === '/',
      inSitemap: page.published && page.sitemap,
      loginState: page.properties.loginState,
    }),
    jsonLd,
    crumbs,
    layout: page.layout,
    preview: options.preview,
    cache: options.preview || partial ? NOT_SHAREABLE : splitPageCacheVerdict(division, page, splitTests),
  };
}
