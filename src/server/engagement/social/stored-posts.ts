import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { SocialPostTable } from '../../../platform/db/social-tables.ts';
import type { SocialFeedProvider } from './provider.ts';
import { now } from '../../../platform/db/json.ts';
import { SocialPost } from '../../../schemas/social-post.ts';

// The built-in provider: posts kept in the store's own `social_posts` table (seeded for
// the demo stores, or copied in by an importer), so the feed works with no network.

type SocialPostRow = Selectable<SocialPostTable>;

function postFromRow(row: SocialPostRow): SocialPost {
  return SocialPost.parse({
    id: row.uuid,
    imageUrl: row.image_url,
    caption: row.caption,
    permalink: row.permalink,
    postedAt: row.posted_at,
  });
}

export function storedPostsFeed(scope: StoreScope): SocialFeedProvider {
  return {
    async recentPosts(limit) {
      const rows = await scope.db
        .selectFrom('social_posts')
        .selectAll()
        .where('division_id', '=', scope.division.id)
        .orderBy('posted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(postFromRow);
    },
  };
}

export const NewSocialPost = SocialPost.omit({ id: true });
export type NewSocialPost = z.infer<typeof NewSocialPost>;

/** Stores one post for the store and returns it as the feed will show it. */
export async function insertSocialPost(scope: StoreScope, input: NewSocialPost): Promise<SocialPost> {
  const post = NewSocialPost.parse(input);
  const uuid = randomUUID();
  await scope.db
    .insertInto('social_posts')
    .values({
      uuid,
      division_id: scope.division.id,
      image_url: post.imageUrl,
      caption: post.caption,
      permalink: post.permalink,
      posted_at: post.postedAt,
      created_at: now(),
    })
    .execute();
  return { id: uuid, ...post };
}
