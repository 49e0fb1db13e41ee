import type { Product } from '../../schemas/product.ts';
import type { PodProps } from '../../../blocks/pod/schema.ts';
import { podProps } from '../../../blocks/pod/schema.ts';
import { isOnSale } from '../../schemas/product.ts';
import { productHref } from '../../lib/catalogue-paths.ts';
import { defaultColourOption } from '../../lib/product-colour.ts';

/** The image a listing shows: the default colour's first image, else the first image. */
export function primaryImage(product: Product) {
  const id = defaultColourOption(product)?.images[0];
  return product.images.find((image) => image.id === id) ?? product.images[0];
}

/**
 * A product as a pod (the `pod,product` factory and product lists): title, link,
 * image, prices, and the facts ItemList structured data needs.
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
    salePrice: isOnSale(product) ? product.salePrice ?? undefined : undefined,
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
