import type { Page } from '../schemas/page.ts';
import { pagePath, routeNameFor } from './page-routes.ts';
import type { PageRoute } from '../schemas/store-state.ts';

/** What the router knows of each store page (pages are added as routes from their urls). */

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
