import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { linkField, text } from '../fields.ts';
import { INSTAGRAM_POSTS_LIMIT } from '../../src/lib/social-feed.ts';

export const feedProps = z.object({
  title: text(120).default('Follow us on Instagram').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  limit: z.int().min(1).max(INSTAGRAM_POSTS_LIMIT).default(9).meta({ label: 'Posts', help: 'How many posts show.', group: 'Layout', widget: 'number' }),
  profileUrl: linkField('Profile link', "The follow link; the store's Instagram address (footer socials) when empty."),
  followText: text(40).default('Follow us').meta({ label: 'Follow button text', group: 'Content', widget: 'text' }),
});
export type FeedProps = z.infer<typeof feedProps>;

export const feed = defineBlockType({
  name: 'feed',
  title: 'Instagram feed',
  props: feedProps,
  compatibility: [],
  builder: () => ({}),
});
