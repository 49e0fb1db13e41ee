import { convertMoney } from './money.ts';
import type { CurrencyDefinition } from './currencies.ts';

// schema.org JSON-LD builders.

export interface Crumb {
  name: string;
  /** Path on the current origin. */
  path: string;
}

export function breadcrumbList(crumbs: Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).toString(),
    })),
  };
}

export interface QuestionAnswer {
  question: string;
  /** Plain text or simple HTML. */
  answer: string;
}

export function faqPage(entries: QuestionAnswer[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

export interface ListedProduct {
  name: string;
  sku: string;
  url: string;
  image?: string | undefined;
  description?: string | undefined;
  brand?: string | undefined;
  /** Minor units of the store currency. */
  price: number;
  rating?: { value: number; count: number } | undefined;
}

/** ItemList of products with an Offer per currency the store sells in. */
export function productItemList(products: ListedProduct[], origin: string, storeCurrency: CurrencyDefinition, currencies: CurrencyDefinition[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        sku: product.sku,
        url: new URL(product.url, origin).toString(),
        ...(product.image ? { image: new URL(product.image, origin).toString() } : {}),
        ...(product.description ? { description: product.description } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        ...(product.rating && product.rating.count > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.value, reviewCount: product.rating.count } }
          : {}),
        offers: currencies.map((currency) => ({
          '@type': 'Offer',
          priceCurrency: currency.code,
          price: (convertMoney(product.price, storeCurrency, currency) / 10 ** currency.digits).toFixed(currency.digits),
          availability: 'https://schema.org/InStock',
          url: new URL(product.url, origin).toString(),
        })),
      },
    })),
  };
}

const encoder = new TextEncoder();
const jsonLdScripts = new WeakMap<object, Uint8Array>();

/**
 * A `<script type="application/ld+json">` element as UTF-8 bytes, which Astro writes as they
 * are. Its JSON escapes "<", ">" and "&" so that no text can close the tag. Structured data
 * objects are memoised with the page, so their element is too: neither stringified nor
 * encoded again on the next render (on the demo home page, 24 KB a render).
 */
export function jsonLdScript(data: unknown): Uint8Array {
  const memoised = typeof data === 'object' && data !== null;
  const known = memoised ? jsonLdScripts.get(data) : undefined;
  if (known !== undefined) return known;
  const text = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  const element = encoder.encode(`<script type="application/ld+json">${text}</script>`);
  if (memoised) jsonLdScripts.set(data, element);
  return element;
}
