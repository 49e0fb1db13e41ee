import type { StoreScope } from '../../src/server/stores/index.ts';
import type { SocialPost } from '../../src/schemas/social-post.ts';
import type { FeedProps } from './schema.ts';
import { socialFeedFor } from '../../src/server/engagement/index.ts';

export interface Data {
  posts: SocialPost[];
  profileUrl: string | undefined;
}

/** The store's newest posts. A feed that cannot be read leaves the block empty, never the page broken. */
export async function load(scope: StoreScope, properties: FeedProps): Promise<Data> {
  const profileUrl = properties.profileUrl ?? scope.division.settings.footer.socials.instagram;
  try {
    const feed = await socialFeedFor(scope);
    return { posts: await feed.recentPosts(properties.limit), profileUrl };
  } catch (error) {
    console.warn(`[blocks] ${scope.division.subdomain}: feed unavailable`, error);
    return { posts: [], profileUrl };
  }
}
