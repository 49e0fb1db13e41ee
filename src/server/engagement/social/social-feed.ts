import type { StoreScope } from '../../stores/index.ts';
import type { SocialFeedProvider } from './provider.ts';
import { cachedFeed } from './cached-feed.ts';
import { instagramGraphFeed } from './instagram-graph.ts';
import { readInstagramConnection } from './instagram-connection.ts';
import { storedPostsFeed } from './stored-posts.ts';

/**
 * The store's feed: its Instagram account when an access token is configured, otherwise
 * the posts kept in its own `social_posts` table.
 */
export async function socialFeedFor(scope: StoreScope, fetcher: typeof fetch = fetch): Promise<SocialFeedProvider> {
  const connection = await readInstagramConnection(scope);
  if (!connection) return storedPostsFeed(scope);
  return cachedFeed(`instagram:${scope.division.id}`, instagramGraphFeed(connection.accessToken, fetcher));
}
