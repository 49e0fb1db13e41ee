import { describe, expect, it } from 'vitest';
import { youtubeProps } from './schema.ts';
import { youtubeEmbedUrl, youtubeVideoId, youtubeWatchUrl } from './video-id.ts';

const ID = 'dQw4w9WgXcQ';

describe('YouTube video ids', () => {
  it.each([
    ID,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}&t=42`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `  ${ID}  `,
  ])('reads %s', (input) => {
    expect(youtubeVideoId(input)).toBe(ID);
  });
  it.each([
    '',
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'dQw4w9WgX<Q',
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?v=${ID}`,
    `javascript:alert('${ID}')`,
    `https://www.youtube.com/watch?v=${ID}"onload="x`,
    `https://www.youtube.com/channel/${ID}`,
  ])('refuses %s', (input) => {
    expect(youtubeVideoId(input)).toBeUndefined();
  });
  it('plays from the no-cookie domain, at once, from the start second', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0&playsinline=1`);
    expect(youtubeEmbedUrl(ID, 90.7)).toContain('&start=90');
    expect(youtubeWatchUrl(ID, 90)).toBe(`https://www.youtube.com/watch?v=${ID}&t=90s`);
  });
});

describe('youtube properties', () => {
  it('stores the bare id of whatever address was pasted', () => {
    expect(youtubeProps.parse({ video: `https://youtu.be/${ID}` }).video).toBe(ID);
  });
  it("rejects what is not a YouTube video with the spec's url message", () => {
    const result = youtubeProps.safeParse({ video: 'https://example.com/clip' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid url.');
  });
  it('defaults to no video, a 16:9 frame and the start', () => {
    expect(youtubeProps.parse({})).toEqual({ video: '', title: '', poster: undefined, start: 0, ratio: '16:9' });
  });
  it("takes a poster only from the store's own images", () => {
    expect(youtubeProps.parse({ poster: '/media/abc-640.webp' }).poster).toBe('/media/abc-640.webp');
    expect(youtubeProps.safeParse({ poster: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg` }).success).toBe(false);
    expect(youtubeProps.safeParse({ poster: '//cdn.example.com/a.jpg' }).success).toBe(false);
  });
});
