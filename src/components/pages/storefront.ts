import type { AstroGlobal } from 'astro';
import type { StoreScope } from '../../server/stores/index.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../platform/pages/page-result.ts';
import { requestShell } from '../../server/stores/index.ts';
import { withUnreadTitle } from '../../server/engagement/index.ts';

/** A page service bound to one request's parsed parameters. */
export type PageService<V> = (scope: StoreScope, shell: ShellData) => StorefrontPage<V> | Promise<StorefrontPage<V>>;

export interface LoadedPage<V> {
  /** Undefined off a store (the platform's own host): StorefrontPage draws PlatformNotFound. */
  shell: ShellData | undefined;
  page: StorefrontPage<V> | undefined;
  /** The view component's props when there is a page to draw. */
  props: { view: V; shell: ShellData } | undefined;
}

/**
 * The one skeleton of a storefront route: loads the shell, runs the page service and
 * applies its answer to the response (status, headers, cookies, 404, the cache verdict
 * the front server reads). A route that can redirect returns Astro.redirect itself.
 */
export async function storefrontPage<V>(astro: AstroGlobal, service: PageService<V>): Promise<LoadedPage<V>> {
  const { scope } = astro.locals;
  const shell = await requestShell(scope, astro.url);
  if (!scope || !shell) return { shell: undefined, page: undefined, props: undefined };
  const page = await service(scope, shell);
  for (const [name, value] of Object.entries(page.headers ?? {})) astro.response.headers.set(name, value);
  if (page.kind === 'not-found') {
    astro.response.status = 404;
    return { shell, page, props: undefined };
  }
  for (const cookie of page.cookies ?? []) astro.cookies.set(cookie.name, cookie.value, cookie.options);
  if (page.kind === 'redirect') return { shell, page, props: undefined };
  if (page.status !== undefined) astro.response.status = page.status;
  // The signed-in person's own pages (dashboard, tools) carry their unread count.
  if (page.layout === 'tool') page.head = await withUnreadTitle(scope, astro.locals.identity?.user?.id, page.head);
  astro.locals.cache = page.cache;
  return { shell, page, props: { view: page.view, shell } };
}
