import type { Generated } from 'kysely';

// Storage shape of the social feed (migration 0002-social-posts), portable like
// tables.ts: times are ISO-8601 text.

type IsoTime = string;

export interface SocialPostTable {
  id: Generated<number>;
  /** The post's id in the domain (SocialPost.id). */
  uuid: string;
  division_id: number;
  image_url: string;
  caption: Generated<string>;
  /** The post on the network, or the store page it shows. */
  permalink: string;
  posted_at: IsoTime;
  created_at: IsoTime;
}
