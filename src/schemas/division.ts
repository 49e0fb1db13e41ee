import { z } from 'zod';
import { cssColour, domainName, safeUrl, subdomainName, text } from './fields.ts';
import { PartialThemeTokens } from '../../themes/schema.ts';

export const FooterLink = z.object({ text: text(60).min(1), href: safeUrl() });

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'tiktok', 'pinterest', 'youtube'] as const;

/** Store-wide settings kept with the division (the store state's subdomain fields). */
export const DivisionSettings = z.object({
  favicon: safeUrl(),
  meta: z.object({ ogImage: safeUrl(), description: text(320).default('') }).prefault({}),
  /** Owner's custom code: injected only when the custom domain is the current host. */
  customCode: z.string().max(20000).default(''),
  passwordProtected: z.boolean().default(false),
  /** argon2id hash of the store's visitor password; never sent to browsers. */
  storePasswordHash: z.string().nullable().default(null),
  comingSoonPageData: z
    .object({
      enabled: z.boolean().default(false),
      title: text(120).default('Coming soon'),
      message: text(500).default(''),
      launchAt: z.string().nullable().default(null),
    })
    .prefault({}),
  /** The announcement bar above the header. */
  sitewideBanner: z
    .object({
      enabled: z.boolean().default(false),
      text: text(160).default(''),
      href: safeUrl(),
      backgroundColor: cssColour().optional(),
      textColor: cssColour().optional(),
    })
    .prefault({}),
  paymentProcessor: z
    .object({
      type: z.enum(['teemill', 'direct']).default('teemill'),
      accounts: z.array(z.string()).default([]),
    })
    .prefault({}),
  christmas: z
    .object({
      cutoffDates: z.array(z.object({ service: text(60), date: z.iso.date() })).default([]),
      showContent: z.boolean().default(false),
    })
    .prefault({}),
  favouritesEnabled: z.boolean().default(true),
  /** A turbo store (faster fulfilment plan). */
  turbo: z.boolean().default(false),
  footer: z
    .object({
      text: text(500).default(''),
      columns: z
        .array(z.object({ title: text(60), links: z.array(FooterLink).max(12) }))
        .max(4)
        .default([]),
      socials: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.url({ protocol: /^https?$/ })).default({}),
    })
    .prefault({}),
});
export type DivisionSettings = z.infer<typeof DivisionSettings>;
export type DivisionSettingsInput = z.input<typeof DivisionSettings>;

/** A division: one store. */
export const Division = z.object({
  id: z.int(),
  projectId: z.int(),
  name: text(80).min(1),
  code: text(40).min(1),
  subdomain: subdomainName(),
  customDomainName: domainName().nullable().default(null),
  enabled: z.boolean().default(true),
  companyName: text(80).min(1),
  logo: z.string().nullable().default(null),
  isPro: z.boolean().default(false),
  /** The project's own pro flag (it decides for division 12 and the platform's context). */
  projectIsPro: z.boolean().default(false),
  /** The project's company; 52 is the bespoke company. */
  companyId: z.int().nullable().default(null),
  isNative: z.boolean().default(true),
  theme: z.object({
    name: z.string().min(1),
    /** Flat dotted token overrides on top of the named theme, checked against the token declarations. */
    overrides: PartialThemeTokens.default({}),
  }),
  settings: DivisionSettings,
  contentVersion: z.int().min(1).default(1),
  /** The store's approval item: the store has one and staff have not approved it yet (visitors see /store-under-review/). */
  underReview: z.boolean().default(false),
});
export type Division = z.infer<typeof Division>;

/** Sub-domains that belong to the platform itself. */
export const RESERVED_SUBDOMAINS = new Set(['www', 'api', 'app', 'admin', 'atlas', 'dashboard', 'mail', 'static', 'cdn', 'media', 'help', 'status']);
