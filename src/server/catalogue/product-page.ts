import type { StoreScope } from '../stores/index.ts';
import type { Collection } from '../../schemas/collection.ts';
import type { Image } from '../../schemas/image.ts';
import type { Product, ProductOption } from '../../schemas/product.ts';
import type { ShellData } from '../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../platform/pages/page-result.ts';
import { findProductByUrlName } from './products.ts';
import { findCollectionByUrlName } from './collections.ts';
import { listCollectionProducts } from './collection-products.ts';
import { storeCacheVerdict } from '../../platform/pages/cacheability.ts';
import { NOT_FOUND } from '../../platform/pages/page-result.ts';
import { collectionHref, productHref } from '../../lib/catalogue-paths.ts';
import { colourOptionBySlug, defaultColourOption, galleryImages } from '../../lib/product-colour.ts';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { productJsonLd } from '../../lib/product-structured-data.ts';
import { absoluteUrl } from '../../lib/head.ts';
import { listedHead } from '../../platform/pages/listed-head.ts';
import { isBlankSku, isShopperListed } from '../../schemas/product.ts';
import { isApproved } from './shopper-listed.ts';
import { loadProductExtras, type ProductExtras } from './product-extras.ts';
import { productStudioOf, type ProductStudio } from './product-studio.ts';
import { NOT_SHAREABLE } from '../../platform/render-cache/policy.ts';
import { productPrices, type ProductPrices } from './product-prices.ts';

/** How many products "more from the collection" shows. */
export const RELATED_PRODUCTS = 4;

export interface ProductPageView {
  product: Product;
  /** The colour shown: the one in the address, else the default colour. */
  option: ProductOption | undefined;
  images: Image[];
  /** The product's first collection, which its breadcrumbs and related products come from. */
  collection: Collection | undefined;
  related: Product[];
  onSale: boolean;
  /** The colour's price, the chosen size's and, when sizes are priced differently, each size's. */
  prices: ProductPrices;
  /** Creator, size chart, bundle, cross-sell and reviews. */
  extras: ProductExtras;
  /** A product made in the studio: its share and edit links and personalisation fields. */
  studio: ProductStudio | null;
}

/**
 * /product/{urlName}/{colour?}?size=: the product in one colour, and the size chosen when the
 * address names one (a size the colour does not come in is ignored). An unknown product, a
 * colour the product does not come in, or more than one colour segment is not found.
 */
export async function loadProductPage(
  scope: StoreScope,
  shell: ShellData,
  urlName: string,
  colour: string | undefined,
  origin: string,
  size?: string,
): Promise<StorefrontPage<ProductPageView>> {
  // Only one colour segment: /product/x/navy/more is not a page.
  const product = colour?.includes('/') ? undefined : await findProductByUrlName(scope, urlName);
  // Blanks are the studio's base garments (fetch-base-product), not products with a page.
  if (!product || isBlankSku(product.sku)) return NOT_FOUND;
  // Awaiting or denied approval: not found for everyone, so the render cache can
  // never hold it; its owner sees it in the dashboard's products screen.
  if (!isApproved(product)) return NOT_FOUND;
  const option = colour === undefined ? defaultColourOption(product) : colourOptionBySlug(product, colour);
  if (colour !== undefined && !option) return NOT_FOUND;

  const collectionUrlName = product.collections[0];
  const collection = collectionUrlName ? await findCollectionByUrlName(scope, collectionUrlName) : undefined;
  // One more than shown, so the list is still full after leaving this product out.
  const neighbours = collection ? await listCollectionProducts(scope, collection.urlName, { sort: 'position', limit: RELATED_PRODUCTS + 1, offset: 0 }) : [];
  const related = neighbours.filter((candidate) => candidate.id !== product.id).slice(0, RELATED_PRODUCTS);
  const extras = await loadProductExtras(scope, product, new Set(related.map((candidate) => candidate.id)));

  const images = galleryImages(product, option);
  const prices = productPrices(product, option, size);
  const onSale = prices.shown.onSale;
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (collection) crumbs.push({ name: collection.name, path: collectionHref(collection.urlName) });
  crumbs.push({ name: product.name, path: productHref(product) });

  const currencies = shell.switchableCurrencies.length > 0 ? shell.switchableCurrencies : [shell.currency];
  const jsonLd: unknown[] = [
    breadcrumbList(crumbs, origin),
    productJsonLd(
      {
        name: product.name,
        sku: product.sku,
        url: productHref(product),
        images: images.map((image) => image.original),
        description: product.description,
        brand: product.manufacturer,
        colour: option?.colour.name,
        price: prices.shown.paid,
        available: product.enableAddToCart && product.options.length > 0,
        rating: extras.reviewSummary,
      },
      origin,
      shell.currency,
      currencies,
    ),
  ];
  const picture = images[0];
  return {
    kind: 'page',
    view: { product, option, images, collection, related, onSale, prices, extras, studio: await productStudioOf(scope, product) },
    // Every colour shares the product's canonical address.
    head: listedHead(shell, {
      title: option && colour ? `${product.name} in ${option.colour.name}` : product.name,
      description: product.meta.description || product.description.replace(/\s+/g, ' ').slice(0, 160),
      canonical: origin + productHref(product),
      images: [picture && absoluteUrl(origin, picture.original)],
      // Custom designs are bought from their link, never found by crawlers (nor listed, nor in the sitemap).
      forceNoindex: !isShopperListed(product.sku),
    }),
    jsonLd,
    crumbs,
    layout: 'standard',
    // A shopper's custom product changes when its design re-renders, without a content version bump: never kept.
    cache: isShopperListed(product.sku) ? storeCacheVerdict(scope.division) : NOT_SHAREABLE,
  };
}
