import type { StoreScope } from '../../stores/index.ts';
import { listPageSummaries } from '../../content/index.ts';
import { listCollections } from '../../catalogue/index.ts';
import { listProducts, MAX_PRODUCTS_PER_PAGE } from '../../catalogue/index.ts';
import { listCreators } from '../../catalogue/index.ts';
import { listPublishedPosts } from '../../content/index.ts';
import { blogPostPath } from '../../content/index.ts';
import { BLOG_PAGINATE_MAX } from '../../../schemas/blog-post.ts';
import { collectionHref, creatorHref, productHref } from '../../../lib/catalogue-paths.ts';

/** The sitemap names at most this many products and posts (the XML format allows 50,000 addresses). */
export const MAX_SITEMAP_PRODUCTS = 5000;
export const MAX_SITEMAP_POSTS = 1000;

export interface SitemapEntry {
  path: string;
  title: string;
  /** ISO time of the last change, when known. */
  lastModified?: string | undefined;
}

export interface SitemapSections {
  pages: SitemapEntry[];
  collections: SitemapEntry[];
  products: SitemapEntry[];
  creators: SitemapEntry[];
  posts: SitemapEntry[];
}

/**
 * What a store lists for people (/sitemap/) and crawlers (/sitemap.xml): its
 * published pages with the sitemap flag that everyone may open (their route access rules), its
 * collections, listed products (never custom designs or blanks), creators and published
 * blog posts. Bounded; read at the store's current content version, so a publish shows.
 */
export async function sitemapSections(scope: StoreScope): Promise<SitemapSections> {
  const [pageSummaries, collections, creators] = await Promise.all([listPageSummaries(scope), listCollections(scope), listCreators(scope)]);
  const pages = pageSummaries
    .filter((page) => page.published && page.sitemap && page.properties.loginState === 'everyone' && !page.flags.placeholder)
    .map((page) => ({ path: page.url, title: page.properties.title || (page.url === '/' ? 'Home' : page.url), lastModified: page.edited ?? undefined }));
  const products: SitemapEntry[] = [];
  for (let offset = 0; offset < MAX_SITEMAP_PRODUCTS; offset += MAX_PRODUCTS_PER_PAGE) {
    const batch = await listProducts(scope, { limit: MAX_PRODUCTS_PER_PAGE, offset, sort: 'name' });
    products.push(...batch.map((product) => ({ path: productHref(product), title: product.name })));
    if (batch.length < MAX_PRODUCTS_PER_PAGE) break;
  }
  const posts: SitemapEntry[] = [];
  for (let page = 1; (page - 1) * BLOG_PAGINATE_MAX < MAX_SITEMAP_POSTS; page += 1) {
    const listing = await listPublishedPosts(scope, { page, perPage: BLOG_PAGINATE_MAX });
    posts.push(...listing.posts.map((post) => ({ path: blogPostPath(post.urlName), title: post.title, lastModified: post.updatedAt })));
    if (page >= listing.lastPage) break;
  }
  return {
    pages,
    collections: collections.map((collection) => ({ path: collectionHref(collection.urlName), title: collection.name })),
    products,
    creators: creators.map((creator) => ({ path: creatorHref(creator.urlName), title: creator.name })),
    posts,
  };
}
