// The magic model creator's side of studioCalls.magicModel: the choices, the preview's
// address (an <img> loads it: cached by content hash on the server and by the browser), and
// "Use as product image" (apiFetch sends the X-XSRF-TOKEN header).
import { apiFetch } from '../../../src/lib/client/api-client.ts';
import { studioCalls } from '../../../src/lib/studio-calls.ts';
import type { MagicModelAnswer, MagicModelChoices } from '../../../src/schemas/magic-model.ts';

export async function magicModelChoices(search = ''): Promise<MagicModelChoices> {
  return (await apiFetch<MagicModelChoices>(`${studioCalls.magicModel}?${new URLSearchParams({ search })}`)).data;
}

export const magicModelPreviewUrl = (productId: number, scene: string) =>
  `${studioCalls.magicModel}?${new URLSearchParams({ product: String(productId), scene })}`;

export async function addAsProductImage(productId: number, scene: string): Promise<MagicModelAnswer> {
  return (await apiFetch<MagicModelAnswer>(studioCalls.magicModel, { method: 'POST', json: { productId, scene } })).data;
}
