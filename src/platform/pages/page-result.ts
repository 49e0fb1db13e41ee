import type { HeadTags } from '../../lib/head.ts';
import type { Crumb } from '../../lib/structured-data.ts';
import type { Layout } from '../../schemas/page.ts';
import type { CacheVerdict } from '../render-cache/policy.ts';

// What every storefront page service answers (collection, product, blog, help, search,
// store pages, account pages…): the route only parses, calls one, and draws the view.

/** A tag a page adds to its head beyond the common ones (rel=prev/next, article:*, referrer). */
export type HeadExtra = { kind: 'link'; rel: string; href: string } | { kind: 'meta'; attribute: 'name' | 'property'; key: string; content: string };

/** A cookie the response sets (e.g. "subscribed"); the Astro side writes it. */
export interface PageCookie {
  name: string;
  value: string;
  options: { path: string; maxAge: number; sameSite: 'lax' | 'strict'; secure: boolean; httpOnly: boolean };
}

/** What the response carries besides the HTML; absent fields leave Astro's defaults. */
export interface ResponseEffects {
  status?: number | undefined;
  headers?: Record<string, string> | undefined;
  cookies?: PageCookie[] | undefined;
}

export type StorefrontPage<V> =
  | ({
      kind: 'page';
      /** What the route's view component draws. */
      view: V;
      head: HeadTags;
      headExtras?: HeadExtra[] | undefined;
      jsonLd: unknown[];
      crumbs: Crumb[];
      layout: Layout;
      /** A page in preview mode hides the global layout parts. */
      preview?: boolean | undefined;
      /** May this rendering be kept and shared (the front server applies it)? */
      cache: CacheVerdict;
    } & ResponseEffects)
  | ({ kind: 'redirect'; location: string; status: 301 | 302 | 303 } & Omit<ResponseEffects, 'status'>)
  /** Drawn as the store's not-found page, status 404; a personal area's still says "never keep this". */
  | ({ kind: 'not-found' } & Pick<ResponseEffects, 'headers'>);

export const NOT_FOUND = { kind: 'not-found' } as const;

/** Headers of a page that is one visitor's own (outboxes, the dashboard, forms they posted). */
export const PERSONAL_PAGE_HEADERS = { 'cache-control': 'private, no-store' } as const;
