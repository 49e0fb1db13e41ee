import type { Page } from '../schemas/page.ts';
import { pagePath, routeNameFor } from './page-routes.ts';

/** Spec §2 "Dynamic store pages": what the router knows of each page. */
export interface PageRoute {
  id: number;
  path: string;
  name: string;
  exists: true;
  mode: Page['mode'];
  meta: {
    pageId: number;
    title: string;
    access: { loginState: Page['properties']['loginState']; requiresPublished: true };
    storefront: boolean;
    layout: Page['layout'];
    primaryImage: string | undefined;
    /** Only published pages whose sitemap flag is set. */
    sitemap: boolean;
    search: { visible: boolean; icon: string | undefined };
    allowPwaReload: boolean;
  };
}

export function pageRoute(page: Omit<Page, 'blocks'>): PageRoute {
  const path = pagePath(page);
  return {
    id: page.id,
    path,
    name: routeNameFor(path),
    exists: true,
    mode: page.mode,
    meta: {
      pageId: page.id,
      title: page.properties.title,
      access: { loginState: page.properties.loginState, requiresPublished: true },
      storefront: page.properties.isStorePage,
      layout: page.layout,
      primaryImage: page.properties.ogImage,
      sitemap: page.published && page.sitemap,
      search: { visible: page.published && page.properties.isSearchable, icon: page.properties.searchIcon },
      // Mail and tool pages hold a user's work in progress: never reload them under the user.
      allowPwaReload: page.layout !== 'tool' && page.layout !== 'studio',
    },
  };
}
