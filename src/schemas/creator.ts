import { z } from 'zod';
import { text } from './fields.ts';

/** A designer of the store whose products have their own page, /creator/{urlName}/. */
export const Creator = z.object({
  id: z.int(),
  uuid: z.string(),
  urlName: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: text(80).min(1),
  bio: text(2000).default(''),
  /** A path or address of the creator's picture (shown only through the URL sanitiser). */
  avatar: z.string().max(2048).nullable().default(null),
});
export type Creator = z.infer<typeof Creator>;
