import type { Product } from '../../schemas/product.ts';
import type { ListedProduct } from '../../lib/structured-data.ts';
import type { ReviewSummary } from '../../schemas/review.ts';
import { isOnSale } from '../../schemas/product.ts';
import { primaryImage } from '../../lib/product-colour.ts';
import { productHref } from '../../lib/catalogue-paths.ts';

/**
 * A product as an ItemList entry in structured data: what a shopper pays, its main
 * picture, and its aggregate rating when it has reviews.
 */
export function listedProduct(product: Product, reviews?: ReviewSummary): ListedProduct {
  return {
    ...(reviews && reviews.count > 0 && reviews.average !== null ? { rating: { value: reviews.average, count: reviews.count } } : {}),
    name: product.name,
    sku: product.sku,
    url: productHref(product),
    image: primaryImage(product)?.original,
    description: product.description.slice(0, 300) || undefined,
    brand: product.manufacturer || undefined,
    price: isOnSale(product) && product.salePrice !== null ? product.salePrice : product.price,
  };
}
