import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { CurrencyDefinition } from '../../../lib/currencies.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { listCollections } from '../../catalogue/index.ts';
import { listOwnerProducts } from './owner-product-list.ts';
import type { OwnerProductPage } from '../../../schemas/owner-product.ts';
import { ownerProduct } from './owner-product-rows.ts';
import { ownerProductItem } from './owner-product-item.ts';
import { storeCurrency } from '../../stores/index.ts';
import type { ProductEditView } from '../../../schemas/owner-product.ts';

// The dashboard's product screens: each draws one island over the product calls,
// started from the data the server already has so the first paint needs no call.

/** How many of the product's pictures the edit screen previews. */
const PREVIEW_PICTURES = 8;

/** The smallest rendition at least 240 px wide (else the largest there is). */
function smallest(sizes: Record<string, string>, original: string): string {
  const widths = Object.keys(sizes)
    .map(Number)
    .sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate >= 240) ?? widths.at(-1);
  return (width === undefined ? undefined : sizes[String(width)]) ?? original;
}

const HEAD = { title: 'Products', description: 'Your store’s products.' };

export interface ProductsScreenView {
  initial: OwnerProductPage;
  currency: CurrencyDefinition;
}

/** /dashboard/store/products/?search=&page= */
export async function productsScreen(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<ProductsScreenView>> {
  const initial = await listOwnerProducts(scope, url.searchParams.get('search') ?? '', Number(url.searchParams.get('page') ?? 1));
  return dashboardScreen(shell, url, HEAD, { initial, currency: await storeCurrency(scope) });
}

/** /dashboard/store/products/{id}/: another store's product or an unknown id is not found here. */
export async function productEditScreen(scope: StoreScope, shell: ShellData, url: URL, idParam: string | undefined): Promise<StorefrontPage<ProductEditView>> {
  const id = Number(idParam);
  if (!/^\d{1,9}$/.test(idParam ?? '')) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const product = await ownerProduct(scope, id).catch((error: unknown) => {
    if (error instanceof ApiError && (error.kind === 'notFound' || error.kind === 'otherStore')) return undefined;
    throw error;
  });
  if (!product || product.sku.includes('BLANK')) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const blank =
    product.baseProductId === null
      ? undefined
      : await scope.db
          .selectFrom('products')
          .selectAll()
          .where('id', '=', product.baseProductId)
          .where('division_id', '=', scope.division.id)
          .executeTakeFirst();
  const available = blank ? productFromRow(blank).options : product.options;
  const view: ProductEditView = {
    product: {
      ...ownerProductItem(product),
      description: product.description,
      colours: product.options.map((option) => option.colour.name),
      collections: product.collections,
      tags: product.tags,
      minPrice: product.minPrice,
      maxPrice: product.maxPrice,
      priceMatrix: product.priceMatrix,
      taxCategory: product.taxCategory,
    },
    pictures: product.images.slice(0, PREVIEW_PICTURES).map((image) => ({ src: smallest(image.sizes, image.original), alt: image.altText })),
    availableColours: available.map((option) => ({ name: option.colour.name, hex: option.colour.hex, sizes: option.sizes })),
    collections: (await listCollections(scope)).map((collection) => ({ urlName: collection.urlName, name: collection.name })),
    currency: await storeCurrency(scope),
  };
  return dashboardScreen(shell, url, { title: `Edit ${product.name}`, description: HEAD.description }, view);
}
