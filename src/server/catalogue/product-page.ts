import type { StoreScope } from '../stores/scope.ts';
import type { Collection } from '../../schemas/collection.ts';
import type { Image } from '../../schemas/image.ts';
import type { Product, ProductOption } from '../../schemas/product.ts';
import type { PodProps } from '../../../blocks/pod/schema.ts';
import type { ShellData } from '../storefront/shell.ts';
import { isOnSale } from '../../schemas/product.ts';
import { findProductByUrlName } from './products.ts';
import { findCollectionByUrlName } from './collections.ts';
import { listCollectionProducts } from './collection-products.ts';
import { productToPod } from './product-pod.ts';
import { collectionHref, productHref } from '../../lib/catalogue-paths.ts';
import { colourOptionBySlug, defaultColourOption, galleryImages } from '../../lib/product-colour.ts';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { productJsonLd } from '../../lib/product-structured-data.ts';

/** How many products "more from the collection" shows. */
export const RELATED_PRODUCTS = 4;

export type ProductPageResult =
  | { kind: 'not-found' }
  | {
      kind: 'page';
      product: Product;
      /** The colour shown: the one in the address, else the default colour. */
      option: ProductOption | undefined;
      images: Image[];
      /** The product's first collection, which its breadcrumbs and related products come from. */
      collection: Collection | undefined;
      related: PodProps[];
      onSale: boolean;
      crumbs: Crumb[];
      jsonLd: unknown[];
    };

/**
 * Spec §2 /product/{urlName}/{colour?}: the product in one colour. An unknown product or a
 * colour the product does not come in is not found.
 */
export async function loadProductPage(
  scope: StoreScope,
  shell: ShellData,
  urlName: string,
  colour: string | undefined,
  origin: string,
): Promise<ProductPageResult> {
  const product = await findProductByUrlName(scope, urlName);
  if (!product) return { kind: 'not-found' };
  const option = colour === undefined ? defaultColourOption(product) : colourOptionBySlug(product, colour);
  if (colour !== undefined && !option) return { kind: 'not-found' };

  const collectionUrlName = product.collections[0];
  const collection = collectionUrlName ? await findCollectionByUrlName(scope, collectionUrlName) : undefined;
  // One more than shown, so the list is still full after leaving this product out.
  const neighbours = collection
    ? await listCollectionProducts(scope, collection.urlName, { sort: 'position', limit: RELATED_PRODUCTS + 1, offset: 0 })
    : [];
  const related = neighbours.filter((candidate) => candidate.id !== product.id).slice(0, RELATED_PRODUCTS);

  const images = galleryImages(product, option);
  const onSale = isOnSale(product);
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
        price: onSale && product.salePrice !== null ? product.salePrice : product.price,
        available: product.enableAddToCart && product.options.length > 0,
      },
      origin,
      shell.currency,
      currencies,
    ),
  ];
  return {
    kind: 'page',
    product,
    option,
    images,
    collection,
    related: related.map((candidate) => productToPod(candidate)),
    onSale,
    crumbs,
    jsonLd,
  };
}
