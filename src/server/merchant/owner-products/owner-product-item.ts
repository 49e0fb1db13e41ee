import type { Product } from '../../../schemas/product.ts';
import type { OwnerProductItem } from '../../../schemas/owner-product.ts';
import { APPROVAL_LABELS, isShopperListed } from '../../../schemas/product.ts';
import { primaryImage } from '../../../lib/product-colour.ts';
import { productHref } from '../../../lib/catalogue-paths.ts';

/** The smallest rendition of an image that is still at least this wide, for a list's thumbnail. */
const THUMBNAIL_WIDTH = 160;

export function ownerProductItem(product: Product): OwnerProductItem {
  const image = primaryImage(product);
  const widths = Object.keys(image?.sizes ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate >= THUMBNAIL_WIDTH) ?? widths.at(-1);
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    url: productHref(product),
    price: product.price,
    salePrice: product.salePrice,
    enabled: product.enabled,
    approvalStatus: product.approvalStatus,
    approvalLabel: APPROVAL_LABELS[product.approvalStatus],
    denialReason: product.approvalStatus === 'denied' ? product.denialReason : null,
    listed: product.enabled && product.approvalStatus === 'approved' && isShopperListed(product.sku),
    thumbnail: (width !== undefined ? image?.sizes[String(width)] : undefined) ?? image?.original ?? null,
  };
}
