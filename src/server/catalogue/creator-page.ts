import type { StoreScope } from '../stores/index.ts';
import type { Creator } from '../../schemas/creator.ts';
import type { Product } from '../../schemas/product.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../platform/pages/page-result.ts';
import { findCreatorByUrlName, listCreatorProducts } from './creators.ts';
import { listedProduct } from './listed-product.ts';
import { reviewSummaries } from './reviews.ts';
import { storeCacheVerdict } from '../../platform/pages/cacheability.ts';
import { listedHead } from '../../platform/pages/listed-head.ts';
import { NOT_FOUND } from '../../platform/pages/page-result.ts';
import { breadcrumbList, productItemList, type Crumb } from '../../lib/structured-data.ts';
import { creatorHref } from '../../lib/catalogue-paths.ts';
import { absoluteUrl } from '../../lib/head.ts';
import { sanitiseOptionalUrl } from '../../lib/url-sanitiser.ts';

export interface CreatorPageView {
  creator: Creator;
  /** The avatar through the spec's URL sanitiser, or undefined. */
  avatar: string | undefined;
  products: Product[];
}

/** /creator/{urlName}/: a creator of the store and their listed products. */
export async function loadCreatorPage(scope: StoreScope, shell: ShellData, urlName: string, origin: string): Promise<StorefrontPage<CreatorPageView>> {
  const creator = await findCreatorByUrlName(scope, urlName);
  if (!creator) return NOT_FOUND;
  const products = await listCreatorProducts(scope, creator.id);
  const avatar = sanitiseOptionalUrl(creator.avatar);
  const path = creatorHref(creator.urlName);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: creator.name, path },
  ];
  const currencies = shell.switchableCurrencies.length > 0 ? shell.switchableCurrencies : [shell.currency];
  const jsonLd: unknown[] = [breadcrumbList(crumbs, origin)];
  if (products.length > 0) {
    const reviews = await reviewSummaries(
      scope,
      products.map((product) => product.id),
    );
    jsonLd.push(
      productItemList(
        products.map((product) => listedProduct(product, reviews.get(product.id))),
        origin,
        shell.currency,
        currencies,
      ),
    );
  }
  return {
    kind: 'page',
    view: { creator, avatar, products },
    head: listedHead(shell, {
      title: `${creator.name}: designs`,
      description: creator.bio.replace(/\s+/g, ' ').slice(0, 160) || `Designs by ${creator.name} at ${shell.companyName}.`,
      canonical: origin + path,
      images: [avatar && absoluteUrl(origin, avatar)],
    }),
    jsonLd,
    crumbs,
    layout: 'standard',
    cache: storeCacheVerdict(scope.division),
  };
}
