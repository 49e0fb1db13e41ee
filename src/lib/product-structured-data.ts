import { convertMoney } from './money.ts';
import type { CurrencyDefinition } from './currencies.ts';

// schema.org Product for a product page (name, sku, image,
// description, brand, offers per currency), beside the ItemList of src/lib/structured-data.ts.

export interface ProductFacts {
  name: string;
  sku: string;
  /** Path of the product page (its canonical address). */
  url: string;
  /** Paths or addresses of the pictures, best first. */
  images: string[];
  description: string;
  brand: string;
  /** The colour the page shows, when it has colours. */
  colour?: string | undefined;
  /** What a shopper pays now, in minor units of the store currency (the sale price when on sale). */
  price: number;
  available: boolean;
  /** Published reviews: an aggregateRating is given only when there is at least one. */
  rating?: { count: number; average: number | null } | undefined;
}

/** "12.50" for 1250 minor units of a two-digit currency, in `currency`. */
export function offerPrice(amount: number, storeCurrency: CurrencyDefinition, currency: CurrencyDefinition): string {
  return (convertMoney(amount, storeCurrency, currency) / 10 ** currency.digits).toFixed(currency.digits);
}

export function productJsonLd(product: ProductFacts, origin: string, storeCurrency: CurrencyDefinition, currencies: CurrencyDefinition[]) {
  const url = new URL(product.url, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    ...(product.images.length > 0 ? { image: product.images.map((image) => new URL(image, origin).toString()) } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.colour ? { color: product.colour } : {}),
    ...(product.rating && product.rating.count > 0 && product.rating.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average.toFixed(1),
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: currencies.map((currency) => ({
      '@type': 'Offer',
      priceCurrency: currency.code,
      price: offerPrice(product.price, storeCurrency, currency),
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    })),
  };
}
