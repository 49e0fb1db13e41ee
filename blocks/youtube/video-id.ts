// YouTube video ids and the two addresses built from them. No zod here: the browser
// script imports this file too.

/** Every YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
/** Path prefixes that are followed by the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * The id of a video given as a bare id or as any usual YouTube address (watch?v=, youtu.be/,
 * /embed/, /shorts/, /live/, the no-cookie domain); undefined for anything else.
 */
export function youtubeVideoId(input: string): string | undefined {
  const value = input.trim();
  if (isVideoId(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  const candidate =
    host === 'youtu.be'
      ? first
      : !YOUTUBE_HOSTS.has(host)
        ? undefined
        : first === 'watch'
          ? (url.searchParams.get('v') ?? undefined)
          : ID_PATHS.has(first)
            ? second
            : undefined;
  return candidate !== undefined && isVideoId(candidate) ? candidate : undefined;
}

/** The privacy-enhanced player, started at once (the visitor has just pressed play). */
export function youtubeEmbedUrl(id: string, start = 0): string {
  const query = new URLSearchParams({ autoplay: '1', rel: '0', playsinline: '1' });
  if (start > 0) query.set('start', String(Math.floor(start)));
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${query}`;
}

/** Where the facade links without JavaScript: the video's own page. */
export function youtubeWatchUrl(id: string, start = 0): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}${start > 0 ? `&t=${Math.floor(start)}s` : ''}`;
}
