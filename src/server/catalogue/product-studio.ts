import type { StoreScope } from '../stores/index.ts';
import type { PersonalizationField, Product } from '../../schemas/product.ts';
import { designShareUrl } from '../../lib/studio-links.ts';

/** What a studio product's page adds: where it was made, its share link, its personalisation fields. */
export interface ProductStudio {
  /** /studio/?design={uuid}: opens the design again ("Edit in the studio"), and is the link to share. */
  editUrl: string;
  /** The product's own page, the address to share to buy it. */
  sharePath: string;
  personalization: PersonalizationField[];
}

/** The studio panel of a product made from a design of this store; null for every other product. */
export async function productStudioOf(
  scope: StoreScope,
  product: Pick<Product, 'designId' | 'urlName' | 'personalizable' | 'personalizationTemplate'>,
): Promise<ProductStudio | null> {
  if (product.designId === null) return null;
  const design = await scope.db
    .selectFrom('designs')
    .select('uuid')
    .where('division_id', '=', scope.division.id)
    .where('id', '=', product.designId)
    .executeTakeFirst();
  if (!design) return null;
  return {
    editUrl: designShareUrl(design.uuid),
    sharePath: `/product/${product.urlName}/`,
    personalization: product.personalizable ? product.personalizationTemplate : [],
  };
}
