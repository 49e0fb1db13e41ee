// The storefront pages that page-weight and Lighthouse measure: one of each page type
// (home, collection, product, blog post) on both demo stores. The product is found on the
// collection page, so a change in the demo catalogue does not break the list.
import { requestAsHost } from '../tests/support/request-as-host.ts';

export const DEMO_STORES = ['demo', 'north'] as const;

export interface StorefrontPage {
  store: string;
  kind: 'home' | 'collection' | 'product' | 'blog post';
  path: string;
}

export async function storefrontPages(origin: string, port: number): Promise<StorefrontPage[]> {
  const pages: StorefrontPage[] = [];
  for (const store of DEMO_STORES) {
    const host = `${store}.localhost:${port}`;
    const collection = await requestAsHost(origin, host, '/collection/t-shirts/');
    const product = /href="(\/product\/[^"]+)"/.exec(collection.body)?.[1];
    if (!product) throw new Error(`${store}: no product link on /collection/t-shirts/`);
    pages.push(
      { store, kind: 'home', path: '/' },
      { store, kind: 'collection', path: '/collection/t-shirts/' },
      { store, kind: 'product', path: product },
      { store, kind: 'blog post', path: '/blog/how-we-print/' },
    );
  }
  return pages;
}
