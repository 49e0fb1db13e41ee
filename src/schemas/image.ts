import { z } from 'zod';

/** An image: an original plus generated sizes keyed by pixel width. */
export const Image = z.object({
  id: z.string(),
  /** Address of the largest stored rendition. */
  original: z.string(),
  position: z.int().min(0).default(0),
  altText: z.string().max(300).default(''),
  /** The garment colour this image shows, when it belongs to a colour option. */
  color: z.string().nullable().default(null),
  width: z.int().positive(),
  height: z.int().positive(),
  /** Width in pixels → address. */
  sizes: z.record(z.string().regex(/^\d+$/), z.string()),
});
export type Image = z.infer<typeof Image>;
