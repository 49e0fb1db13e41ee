import type { SocialPost } from '../../../schemas/social-post.ts';
import { INSTAGRAM_POSTS_LIMIT } from '../../../lib/social-feed.ts';
import type { SocialFeedProvider } from './provider.ts';

// A remote feed is asked at most once per key every few minutes: pages and the API
// share one answer, and Instagram's hourly rate limit is never near.

export const FEED_CACHE_MS = 5 * 60_000;

interface Entry {
  until: number;
  posts: Promise<SocialPost[]>;
}

const entries = new Map<string, Entry>();

/** `provider`, remembered under `key` (one store's feed) for `ttl` ms; failures are not kept. */
export function cachedFeed(key: string, provider: SocialFeedProvider, ttl = FEED_CACHE_MS, clock: () => number = Date.now): SocialFeedProvider {
  return {
    async recentPosts(limit) {
      let entry = entries.get(key);
      if (!entry || entry.until <= clock()) {
        // Always the full 20, so every limit is served from the same entry.
        const posts = provider.recentPosts(INSTAGRAM_POSTS_LIMIT);
        const fresh: Entry = { until: clock() + ttl, posts };
        entries.set(key, fresh);
        // The caller hears of the failure; the next call simply asks again.
        posts.catch(() => {
          if (entries.get(key) === fresh) entries.delete(key);
        });
        entry = fresh;
      }
      return (await entry.posts).slice(0, limit);
    },
  };
}
