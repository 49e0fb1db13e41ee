import { z } from 'zod';
import { INSTAGRAM_POSTS_LIMIT } from '../lib/social-feed.ts';

/** One post of a store's social feed, whoever supplied it. */
export const SocialPost = z.object({
  id: z.string().min(1),
  /** The picture (a video's cover frame for videos). */
  imageUrl: z.string().min(1).max(2048),
  caption: z.string().max(2200),
  /** The post on the network, or the store page it shows. */
  permalink: z.string().min(1).max(2048),
  /** ISO-8601. */
  postedAt: z.iso.datetime(),
});
export type SocialPost = z.infer<typeof SocialPost>;

/** Query of GET /omnis/v3/divisions/{division}/social/instagram/posts. */
export const InstagramPostsQuery = z.object({
  limit: z.coerce.number().pipe(z.int().min(1).max(INSTAGRAM_POSTS_LIMIT)).default(INSTAGRAM_POSTS_LIMIT),
});
export type InstagramPostsQuery = z.infer<typeof InstagramPostsQuery>;
