import type { Product } from '../../src/schemas/product.ts';
import { podProps, type PodProps } from './schema.ts';
import { isOnSale } from '../../src/schemas/product.ts';
import { productHref } from '../../src/lib/catalogue-paths.ts';
import { primaryImage } from '../../src/lib/product-colour.ts';

/**
 * A product as a pod (the `pod,product` factory, product lists and catalogue grids): title,
 * link, image, prices, and the facts ItemList structured data needs. The catalogue returns
 * products; this view-model lives with the block that draws it.
 */
export function productToPod(product: Product, shared: Record<string, unknown> = {}): PodProps {
  const image = primaryImage(product);
  return podProps.parse({
    ...shared,
    title: product.name,
    copy: '',
    href: productHref(product),
    image: image?.original,
    imageSizes: image?.sizes,
    imageAlt: image?.altText || product.name,
    price: product.price,
    salePrice: isOnSale(product) ? (product.salePrice ?? undefined) : undefined,
    showPrice: true,
    badge: isOnSale(product) ? 'Sale' : (shared.badge as string | undefined),
    schemaData: {
      name: product.name,
      sku: product.sku,
      url: productHref(product),
      image: image?.original,
      description: product.description.slice(0, 300),
      brand: product.manufacturer,
      price: isOnSale(product) ? product.salePrice : product.price,
    },
  });
}
