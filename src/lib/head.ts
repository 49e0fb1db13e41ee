import type { LoginState } from '../schemas/page.ts';
import { LruCache } from './lru-cache.ts';

// The head tags of every storefront route.

export interface HeadInput {
  /** The page's own title; empty on the home page. */
  title: string;
  companyName: string;
  description: string;
  /** Current host plus path, e.g. https://demo.localhost:4321/about/. */
  canonical: string;
  /**
   * og:image candidates, the first present one wins (page ogImage, else company
   * logo, else logo): the page's own picture, then the store's share image (meta.ogImage),
   * then its logo. Paths are made absolute on the canonical's origin: crawlers need that.
   */
  images: (string | null | undefined)[];
  isHome: boolean;
  inSitemap: boolean;
  loginState: LoginState;
  unreadNotifications?: number;
  /** Never index: previews, error pages. */
  forceNoindex?: boolean;
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  ogImage: string | undefined;
  robots: 'noindex' | undefined;
}

/** "page title | company name", home shows only the company name, "(n) " when unread. */
export function pageTitle(input: Pick<HeadInput, 'title' | 'companyName' | 'isHome' | 'unreadNotifications'>): string {
  const base = input.isHome || input.title.trim() === '' ? input.companyName : `${input.title} | ${input.companyName}`;
  return input.unreadNotifications && input.unreadNotifications > 0 ? `(${input.unreadNotifications}) ${base}` : base;
}

export function headTags(input: HeadInput): HeadTags {
  const hidden = !input.inSitemap || input.loginState === 'logged-in' || input.loginState === 'dashboard-access' || input.forceNoindex === true;
  return {
    title: pageTitle(input),
    description: input.description,
    canonical: input.canonical,
    ogImage: ogImage(input.images, input.canonical),
    robots: hidden ? 'noindex' : undefined,
  };
}

/**
 * Each page's share image as last made absolute, by canonical address and image: two URL
 * parses a render otherwise, for the same few pairs (the store's share image or logo).
 */
const absoluteImages = new LruCache<string, string>(2000);

/** The first present candidate, absolute on the origin of `canonical`. */
export function ogImage(candidates: (string | null | undefined)[], canonical: string): string | undefined {
  const image = candidates.find((candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '');
  if (image === undefined) return undefined;
  const key = `${canonical}\n${image}`;
  let absolute = absoluteImages.get(key);
  if (absolute === undefined) {
    absolute = absoluteUrl(new URL(canonical).origin, image);
    absoluteImages.set(key, absolute);
  }
  return absolute;
}

/** Absolute form of a path on the current origin (og:image must be absolute). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}
