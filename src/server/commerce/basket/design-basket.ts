import type { StoreScope } from '../../stores/index.ts';
import type { DesignBasketBody } from '../../../schemas/studio-calls.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { addItem, type OwnerForWrite } from './add.ts';
import { SIZE_UNAVAILABLE } from './choice-messages.ts';
import { loadDesignSource } from '../../studio/index.ts';
import { ensureDesignProduct } from '../../studio/index.ts';

/**
 * POST studio.basket (…/studio/designs/{uuid}/basket/): the design, as its STUSUB custom product (made on first use,
 * named "Custom {blank}"), into the main basket in the design's colour and the chosen size —
 * through the same checks and writes as addItemToCart. A design still rendering can be
 * bought (its print files join the order when ready); a failed one cannot.
 */
export async function addDesignToBasket(scope: StoreScope, owner: OwnerForWrite, uuid: string, input: DesignBasketBody): Promise<void> {
  const source = await loadDesignSource(scope, uuid);
  if (!source.blankOption.sizes.includes(input.size)) throw ApiError.validation({ size: [SIZE_UNAVAILABLE] });
  const { product } = await ensureDesignProduct(scope, source, {
    name: `Custom ${source.blank.name}`,
    description: '',
    personalizable: false,
    personalizationTemplate: [],
  });
  await addItem(scope, owner, 'main', { productId: product.id, productColor: source.document.colour, productSize: input.size, quantity: input.quantity });
}
