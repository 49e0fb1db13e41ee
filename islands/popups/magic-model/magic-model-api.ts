// The magic model creator's calls: the choices, the preview's address (an <img> loads it:
// cached by content hash on the server and by the browser), and "Use as product image".
import { call } from '../../../src/lib/client/api.ts';
import { apiPath } from '../../../src/schemas/api.ts';
import type { MagicModelAnswer, MagicModelChoices } from '../../../src/schemas/magic-model.ts';

export async function magicModelChoices(search = ''): Promise<MagicModelChoices> {
  return call('magicModel.choices', { search });
}

export const magicModelPreviewUrl = (productId: number, scene: string) => apiPath('magicModel.preview', { product: productId, scene });

export async function addAsProductImage(productId: number, scene: string): Promise<MagicModelAnswer> {
  return call('magicModel.use', { productId, scene });
}
