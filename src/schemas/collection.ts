import { z } from 'zod';
import { Image } from './image.ts';
import { text } from './fields.ts';

/** A named, ordered group of products with its own page at /collection/{urlName}/. */
export const Collection = z.object({
  id: z.int(),
  uuid: z.string(),
  name: text(80).min(1),
  urlName: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  description: text(2000).default(''),
  banner: Image.nullable().default(null),
  position: z.int().default(0),
});
export type Collection = z.infer<typeof Collection>;
