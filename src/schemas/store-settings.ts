import { z } from 'zod';
import { cssColour, text } from './fields.ts';
import { isSafeUrl } from '../lib/url-sanitiser.ts';
import { maxLength, messages, minLength, rules, v } from '../lib/validation/index.ts';
import { SearchRedirect } from './search-redirect.ts';

// The bodies of the store settings calls (/omnis/v3/divisions/{division}/settings/…),
// shared by the API, the settings screen's islands and the tests.

/** A link or image address the owner typed: empty for none, else passed by the URL sanitiser. */
const optionalLink = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || isSafeUrl(value), { error: messages.url })
    .default('');

/** A colour the owner typed, or empty for the theme's own. */
const optionalColour = () => z.union([z.literal(''), cssColour()], { error: 'Invalid colour' }).default('');

/** The announcement bar above the header (sitewideBanner). */
export const SitewideBannerBody = z.object({
  enabled: z.boolean().default(false),
  text: text(160).default(''),
  href: optionalLink(),
  backgroundColor: optionalColour(),
  textColor: optionalColour(),
});
export type SitewideBannerBody = z.infer<typeof SitewideBannerBody>;

/** The store's logo, favicon and share image (logo, favicon, meta.ogImage). */
export const BrandImagesBody = z.object({ logo: optionalLink(), favicon: optionalLink(), ogImage: optionalLink() });
export type BrandImagesBody = z.infer<typeof BrandImagesBody>;

/** The visitor password of a password-protected store. */
export const STORE_PASSWORD_MIN_LENGTH = 6;
export const StorePasswordBody = z.object({ password: v.text(rules.required, rules.password, minLength(STORE_PASSWORD_MIN_LENGTH), maxLength(128)) });

const INVALID_DATE = 'Please enter a valid date.';

/** The coming-soon page (comingSoonPageData): while on, visitors see /countdown/. */
export const ComingSoonBody = z.object({
  enabled: z.boolean().default(false),
  title: text(120).default('Coming soon'),
  message: text(500).default(''),
  /** When the store opens, shown as the countdown's target. */
  launchAt: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: INVALID_DATE })
    .nullable()
    .default(null),
});
export type ComingSoonBody = z.infer<typeof ComingSoonBody>;

/** The store's own domain; empty removes it. */
export const CustomDomainBody = z.object({
  customDomainName: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .refine((value) => rules.domain.test(value), { error: rules.domain.message })
    .default(''),
});

export const SearchRedirectBody = SearchRedirect;

/** A search redirect as the settings screen lists it. */
export const SearchRedirectItem = z.object({ id: z.number(), searchTerm: z.string(), destinationUrl: z.string() });
export type SearchRedirectItem = z.infer<typeof SearchRedirectItem>;

/** POST …/settings/search-redirects/ */
export const SearchRedirectAnswer = z.object({ searchRedirect: SearchRedirectItem });
export type SearchRedirectAnswer = z.infer<typeof SearchRedirectAnswer>;

/** Everything the settings screen shows (GET …/settings/). */
export const StoreSettingsView = z.object({
  division: z.object({ id: z.number(), subdomain: z.string() }),
  sitewideBanner: SitewideBannerBody,
  images: BrandImagesBody,
  passwordProtected: z.boolean(),
  comingSoon: ComingSoonBody,
  customDomainName: z.string(),
  searchRedirects: z.array(SearchRedirectItem),
});
export type StoreSettingsView = z.infer<typeof StoreSettingsView>;
