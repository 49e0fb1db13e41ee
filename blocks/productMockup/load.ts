import type { StoreScope } from '../../src/server/stores/index.ts';
import type { PodProps } from '../pod/schema.ts';
import type { ProductMockupProps } from './schema.ts';
import { findProductByUrlName } from '../../src/server/catalogue/index.ts';
import { productToPod } from '../pod/product-pod.ts';

export interface Data {
  /** The product as a pod (name, link, image, prices), or null when it is missing or disabled. */
  product: (PodProps & { description: string }) | null;
}

// A suggestion is short: the description's first paragraph, cut to a few lines.
const DESCRIPTION_MAX = 280;

function shortDescription(description: string): string {
  const first =
    description
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  return first.length > DESCRIPTION_MAX ? `${first.slice(0, DESCRIPTION_MAX).trimEnd()}…` : first;
}

export async function load(scope: StoreScope, properties: ProductMockupProps): Promise<Data> {
  if (!properties.product) return { product: null };
  const product = await findProductByUrlName(scope, properties.product);
  if (!product) return { product: null };
  return { product: { ...productToPod(product), description: shortDescription(product.description) } };
}
