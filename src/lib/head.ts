import type { LoginState } from '../schemas/page.ts';

// Spec §2 "Navigation behaviour": the head tags of every storefront route.

export interface HeadInput {
  /** The page's own title; empty on the home page. */
  title: string;
  companyName: string;
  description: string;
  /** Current host plus path, e.g. https://demo.localhost:4321/about/. */
  canonical: string;
  /** page ogImage → company logo → logo. */
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
    ogImage: input.images.find((image): image is string => typeof image === 'string' && image !== ''),
    robots: hidden ? 'noindex' : undefined,
  };
}

/** Absolute form of a path on the current origin (og:image must be absolute). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}
