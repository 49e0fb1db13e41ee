import type { StoreScope } from '../stores/index.ts';
import { listPageSummaries } from '../content/index.ts';
import { listCollections } from '../catalogue/index.ts';
import { listProducts, MAX_PRODUCTS_PER_PAGE } from '../catalogue/index.ts';
import { blogPublicPaths } from '../content/index.ts';
import { helpPublicPaths } from '../content/index.ts';
import { listCreators } from '../catalogue/index.ts';
import { collectionHref, creatorHref, productHref } from '../../lib/catalogue-paths.ts';

/**
 * Every path of a store whose page is the same for every visitor: what the render
 * cache rebuilds ahead of visitors and what a static export writes.
 */
export async function publicPaths(scope: StoreScope): Promise<string[]> {
  const [pages, collections] = await Promise.all([listPageSummaries(scope), listCollections(scope)]);
  const paths = pages.filter((page) => page.published && page.properties.loginState === 'everyone').map((page) => page.url);
  paths.push(...collections.map((collection) => collectionHref(collection.urlName)));
  paths.push('/sitemap/', ...(await listCreators(scope)).map((creator) => creatorHref(creator.urlName)));
  for (let offset = 0; ; offset += MAX_PRODUCTS_PER_PAGE) {
    const products = await listProducts(scope, { limit: MAX_PRODUCTS_PER_PAGE, offset, sort: 'name' });
    paths.push(...products.map(productHref));
    if (products.length < MAX_PRODUCTS_PER_PAGE) break;
  }
  paths.push(...(await blogPublicPaths(scope)), ...(await helpPublicPaths(scope)));
  return [...new Set(paths)].sort();
}
