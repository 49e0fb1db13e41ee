import { z } from 'zod';
import { Image } from './image.ts';

// The magic model creator's call (magicModel.* in src/schemas/api.ts, for its popup): the choices,
// a preview picture, and "Use as product image".

/** Scene names: a banner scene or a lifestyle composition (src/server/merchant/magic-model/scenes.ts). */
const sceneName = z.string().trim().min(1, { error: 'Choose a scene.' }).max(40);
const productId = z.coerce.number({ error: 'Choose a product.' }).int({ error: 'Choose a product.' }).positive({ error: 'Choose a product.' });

/** GET ?product={id}&scene={name} → the preview picture (image/webp). */
export const MagicModelPreviewQuery = z.object({ product: productId, scene: sceneName });

/** POST → the composed picture, appended to the product's images. */
export const MagicModelBody = z.object({ productId, scene: sceneName });
export type MagicModelBody = z.infer<typeof MagicModelBody>;

export const MagicModelScene = z.object({ name: z.string(), label: z.string() });
export type MagicModelScene = z.infer<typeof MagicModelScene>;

export const MagicModelProduct = z.object({
  id: z.number(),
  name: z.string(),
  /** A small picture of the product for the chooser (the one the scene will use). */
  thumbnail: z.string(),
  /** An owner's studio product: its design mockup is placed. */
  studio: z.boolean(),
});
export type MagicModelProduct = z.infer<typeof MagicModelProduct>;

/** GET without `product` → what can be composed. */
export const MagicModelChoices = z.object({ scenes: z.array(MagicModelScene), products: z.array(MagicModelProduct) });
export type MagicModelChoices = z.infer<typeof MagicModelChoices>;

/** `added` is false when the product already had this very picture (same product picture, same scene). */
export const MagicModelAnswer = z.object({ image: Image, productId: z.int(), images: z.array(Image), added: z.boolean() });
export type MagicModelAnswer = z.infer<typeof MagicModelAnswer>;
