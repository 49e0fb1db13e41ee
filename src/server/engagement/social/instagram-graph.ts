import { z } from 'zod';
import { SocialPost } from '../../../schemas/social-post.ts';
import { SocialFeedError, type SocialFeedProvider } from './provider.ts';

// The Instagram provider: the Graph API's media list of the account the store's access
// token belongs to, reshaped into SocialPosts here and nowhere else.

const MEDIA_ENDPOINT = 'https://graph.instagram.com/me/media';
const MEDIA_FIELDS = 'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp';
/** A page render waits on this call, so it gives up long before the spec's 30 s request timeout. */
export const INSTAGRAM_TIMEOUT_MS = 3000;

/** The Graph API's media item: only the fields asked for. */
const GraphMedia = z.object({
  id: z.string(),
  caption: z.string().optional(),
  media_type: z.string(),
  media_url: z.string().optional(),
  /** Videos only: the cover frame. */
  thumbnail_url: z.string().optional(),
  permalink: z.string(),
  /** e.g. 2024-05-01T09:30:00+0000 */
  timestamp: z.string(),
});
const GraphMediaList = z.object({ data: z.array(GraphMedia) });
type GraphMedia = z.infer<typeof GraphMedia>;

function toSocialPost(media: GraphMedia): SocialPost | undefined {
  const imageUrl = media.media_type === 'VIDEO' ? media.thumbnail_url : media.media_url;
  const postedAt = new Date(media.timestamp);
  if (!imageUrl || Number.isNaN(postedAt.getTime())) return undefined;
  // A post that does not fit the domain shape (e.g. an over-long address) is skipped, not fatal.
  return SocialPost.safeParse({ id: media.id, imageUrl, caption: media.caption ?? '', permalink: media.permalink, postedAt: postedAt.toISOString() }).data;
}

export function instagramGraphFeed(accessToken: string, fetcher: typeof fetch = fetch): SocialFeedProvider {
  return {
    async recentPosts(limit) {
      const url = new URL(MEDIA_ENDPOINT);
      url.searchParams.set('fields', MEDIA_FIELDS);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('access_token', accessToken);
      const response = await fetcher(url, { signal: AbortSignal.timeout(INSTAGRAM_TIMEOUT_MS) }).catch((error: unknown) => {
        throw new SocialFeedError('Instagram could not be reached', { cause: error });
      });
      // The token is in the query string: never put the URL in an error message.
      if (!response.ok) throw new SocialFeedError(`Instagram answered ${response.status}`);
      const list = GraphMediaList.safeParse(await response.json().catch(() => undefined));
      if (!list.success) throw new SocialFeedError('Instagram sent an unexpected reply', { cause: list.error });
      return list.data.data
        .map(toSocialPost)
        .filter((post): post is SocialPost => post !== undefined)
        .slice(0, limit);
    },
  };
}
