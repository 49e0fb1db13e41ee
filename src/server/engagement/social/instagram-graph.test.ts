import { describe, expect, it } from 'vitest';
import { instagramGraphFeed } from './instagram-graph.ts';
import { SocialFeedError } from './provider.ts';

const TOKEN = 'IGQ-secret-token';

function fakeFetch(status: number, body: unknown, seen: URL[] = []): typeof fetch {
  return (async (input: string | URL | Request) => {
    seen.push(new URL(String(input)));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
}

const media = [
  {
    id: '1',
    caption: 'Sunrise drop',
    media_type: 'IMAGE',
    media_url: 'https://scontent.cdninstagram.com/1.jpg',
    permalink: 'https://www.instagram.com/p/1/',
    timestamp: '2025-05-01T09:30:00+0000',
  },
  {
    id: '2',
    media_type: 'VIDEO',
    media_url: 'https://video.cdninstagram.com/2.mp4',
    thumbnail_url: 'https://scontent.cdninstagram.com/2.jpg',
    permalink: 'https://www.instagram.com/reel/2/',
    timestamp: '2025-04-30T18:00:00+0000',
  },
  {
    id: '3',
    caption: 'Album',
    media_type: 'CAROUSEL_ALBUM',
    media_url: 'https://scontent.cdninstagram.com/3.jpg',
    permalink: 'https://www.instagram.com/p/3/',
    timestamp: '2025-04-29T12:00:00+0000',
  },
  // No picture at all: skipped.
  { id: '4', media_type: 'VIDEO', permalink: 'https://www.instagram.com/reel/4/', timestamp: '2025-04-28T12:00:00+0000' },
];

describe('Instagram Graph provider', () => {
  it("asks for the token owner's media with the fields and limit it needs", async () => {
    const seen: URL[] = [];
    await instagramGraphFeed(TOKEN, fakeFetch(200, { data: [] }, seen)).recentPosts(12);
    expect(seen[0]?.origin + seen[0]!.pathname).toBe('https://graph.instagram.com/me/media');
    expect(seen[0]?.searchParams.get('limit')).toBe('12');
    expect(seen[0]?.searchParams.get('access_token')).toBe(TOKEN);
    expect(seen[0]?.searchParams.get('fields')).toBe('id,caption,media_type,media_url,thumbnail_url,permalink,timestamp');
  });
  it('reshapes media into SocialPosts: video covers, ISO times, empty captions, no pictureless posts', async () => {
    const posts = await instagramGraphFeed(TOKEN, fakeFetch(200, { data: media, paging: {} })).recentPosts(20);
    expect(posts).toEqual([
      {
        id: '1',
        imageUrl: 'https://scontent.cdninstagram.com/1.jpg',
        caption: 'Sunrise drop',
        permalink: 'https://www.instagram.com/p/1/',
        postedAt: '2025-05-01T09:30:00.000Z',
      },
      {
        id: '2',
        imageUrl: 'https://scontent.cdninstagram.com/2.jpg',
        caption: '',
        permalink: 'https://www.instagram.com/reel/2/',
        postedAt: '2025-04-30T18:00:00.000Z',
      },
      {
        id: '3',
        imageUrl: 'https://scontent.cdninstagram.com/3.jpg',
        caption: 'Album',
        permalink: 'https://www.instagram.com/p/3/',
        postedAt: '2025-04-29T12:00:00.000Z',
      },
    ]);
  });
  it('never returns more than asked', async () => {
    expect(await instagramGraphFeed(TOKEN, fakeFetch(200, { data: media })).recentPosts(2)).toHaveLength(2);
  });
  it('fails with a SocialFeedError that does not leak the token', async () => {
    const refused = instagramGraphFeed(TOKEN, fakeFetch(400, { error: { message: 'Invalid OAuth access token' } })).recentPosts(5);
    await expect(refused).rejects.toBeInstanceOf(SocialFeedError);
    await expect(refused).rejects.toThrow('Instagram answered 400');
    await expect(instagramGraphFeed(TOKEN, fakeFetch(200, '<html>')).recentPosts(5)).rejects.toThrow('unexpected reply');
    const offline = (async () => {
      throw new TypeError(`fetch failed for ?access_token=${TOKEN}`);
    }) as typeof fetch;
    const error: unknown = await instagramGraphFeed(TOKEN, offline)
      .recentPosts(5)
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(SocialFeedError);
    expect((error as SocialFeedError).message).not.toContain(TOKEN);
  });
});
