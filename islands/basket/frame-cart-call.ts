import { $basket } from './store.ts';
import { call } from '../../src/lib/client/api.ts';
import { variantItem, type FrameRequest } from './frame-messages.ts';

// The add a frame asked for, loaded by frame-cart.ts only when a frame asks. Imported as one
// module (rather than api-client dynamically): a dynamic import of the shared API client made
// the bundler wrap it in a namespace object, and that helper cost every storefront page bytes.

export async function performFrameCart(request: FrameRequest): Promise<unknown[]> {
  const { items } =
    request.kind === 'variant'
      ? await call('basket.add', { item: variantItem(request.item), name: 'main' })
      : await call('basket.bulkAdd', { items: request.items, name: 'main' });
  $basket.set(items);
  return items;
}
