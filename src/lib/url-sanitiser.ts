// The URL sanitiser: every href and src a store owner or shopper supplies passes here.

/** Schemes the spec allows; anything else is blocked. */
export const ALLOWED_URL_SCHEMES = ['https', 'http', 'wss', 'ws', 'mqtts', 'mqtt', 'mailto', 'tel', 'data', 'dtg'] as const;

// A blocked URL becomes the 404 page of the platform's main site. src/lib cannot read the
// server's configuration, so the server names the main site at start-up; until it has
// (in the browser, in unit tests) the current site's own /404/ stands in.
let replacement = '/404/';

/** Set once by the server (src/platform/http/main-site.ts): "//printfront.example" → "//printfront.example/404/". */
export function setMainSiteOrigin(origin: string): void {
  replacement = `${origin.replace(/\/+$/, '')}/404/`;
}

/** Where a blocked URL is sent instead: the main site's not-found page. */
export function blockedUrlReplacement(): string {
  return replacement;
}

/** Answered as a 422 by the API (src/api/respond.ts). */
export class MissingUrlError extends Error {
  constructor() {
    super('Missing URL');
    this.name = 'MissingUrlError';
  }
}

type BlockedUrlReporter = (url: string) => void;
let reportBlocked: BlockedUrlReporter = (url) => console.warn(`[url-sanitiser] blocked unsafe URL: ${JSON.stringify(url.slice(0, 200))}`);

/** Lets the server route blocked-URL reports to its logger (and tests observe them). */
export function onBlockedUrl(reporter: BlockedUrlReporter): void {
  reportBlocked = reporter;
}

// Browsers ignore ASCII control characters and whitespace inside a scheme
// ("java\tscript:"), so they are removed before the scheme is read.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters browsers ignore are what is removed
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u009f]/g;

/** True when the URL may be rendered as given. */
export function isSafeUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  if (trimmed.startsWith('#') || trimmed.startsWith('@')) return true;
  // "/\host" is read as "//host" by browsers: treat it as the protocol-relative URL it becomes.
  if (trimmed.startsWith('/\\')) return false;
  if (trimmed.startsWith('//')) return /^\/\/[^\s/\\?#]+/.test(trimmed);
  if (trimmed.startsWith('/')) return true;
  const compact = trimmed.replace(IGNORED_CHARACTERS, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (!scheme || !(ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme)) return false;
  // data: is allowed by the spec for inline images; other media types (text/html,
  // script) would let a link run code, so only images pass.
  if (scheme === 'data') return /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(compact);
  return true;
}

/**
 * Returns the URL when it is safe, otherwise the main site's not-found page (and reports
 * it). A missing URL throws 'Missing URL'.
 */
export function sanitiseUrl(url: string | null | undefined): string {
  if (url === undefined || url === null || url.trim() === '') throw new MissingUrlError();
  const trimmed = url.trim();
  if (isSafeUrl(trimmed)) return trimmed;
  reportBlocked(trimmed);
  return replacement;
}

/** For optional links: no URL stays no URL instead of throwing. */
export function sanitiseOptionalUrl(url: string | null | undefined): string | undefined {
  return url === undefined || url === null || url.trim() === '' ? undefined : sanitiseUrl(url);
}
