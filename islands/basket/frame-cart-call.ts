import { $basket, API } from './store.ts';
import { apiFetch } from '../../src/lib/client/api-client.ts';
import { variantItem, type FrameRequest } from './frame-messages.ts';

// The add a frame asked for, loaded by frame-cart.ts only when a frame asks. Imported as one
// module (rather than api-client dynamically): a dynamic import of the shared API client made
// the bundler wrap it in a namespace object, and that helper cost every storefront page bytes.

export async function performFrameCart(request: FrameRequest): Promise<unknown[]> {
  const body =
    request.kind === 'variant'
      ? { url: API.add, json: { item: variantItem(request.item), name: 'main' } }
      : { url: API.bulkAdd, json: { items: request.items, name: 'main' } };
  const { data } = await apiFetch<{ items: never[] }>(body.url, { json: body.json });
  $basket.set(data.items);
  return data.items;
}
