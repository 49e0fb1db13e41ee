import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { safeUrl, text } from '../fields.ts';
import { INSTAGRAM_POSTS_LIMIT } from '../../src/lib/social-feed.ts';

export const feedProps = z.object({
  title: text(120).default('Follow us on Instagram'),
  /** How many posts show, 1 to 20. */
  limit: z.int().min(1).max(INSTAGRAM_POSTS_LIMIT).default(9),
  /** The follow link; the store's Instagram address (footer socials) when empty. */
  profileUrl: safeUrl(),
  followText: text(40).default('Follow us'),
});
export type FeedProps = z.infer<typeof feedProps>;

export const feed = defineBlockType({
  name: 'feed',
  title: 'Instagram feed',
  props: feedProps,
  compatibility: [],
  builder: () => ({}),
});
