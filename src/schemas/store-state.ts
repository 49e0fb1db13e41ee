import { z } from 'zod';
import { MainMenu } from './menu.ts';
import { SearchRedirect } from './search-redirect.ts';
import { DivisionSettings } from './division.ts';
import { LAYOUTS, LOGIN_STATES, PAGE_MODES } from './page.ts';

// The store state from getStoreCoreData: the one response a store's app starts from.

export const PageRoute = z.object({
  id: z.int(),
  path: z.string().startsWith('/'),
  name: z.string(),
  exists: z.literal(true),
  mode: z.enum(PAGE_MODES),
  meta: z.object({
    pageId: z.int(),
    title: z.string(),
    access: z.object({ loginState: z.enum(LOGIN_STATES), requiresPublished: z.literal(true) }),
    storefront: z.boolean(),
    layout: z.enum(LAYOUTS),
    primaryImage: z.string().optional(),
    sitemap: z.boolean(),
    search: z.object({ visible: z.boolean(), icon: z.string().optional() }),
    allowPwaReload: z.boolean(),
  }),
});
export type PageRoute = z.infer<typeof PageRoute>;

const ThemeReference = z.object({ name: z.string(), properties: z.record(z.string(), z.unknown()) });

export const StoreState = z.object({
  currency: z
    .object({
      code: z.string().length(3),
      conversionRate: z.number(),
      symbol: z.string(),
      symbolAlign: z.enum(['left', 'right']),
      available: z.array(z.string()),
    })
    .loose(),
  splitTest: z.object({ tests: z.array(z.unknown()) }),
  subdomain: z.object({
    title: z.string(),
    companyName: z.string(),
    logo: z.string().nullable(),
    theme: ThemeReference,
    pages: z.array(PageRoute),
    mainMenu: MainMenu,
    cartItems: z.array(z.unknown()),
    favicon: z.string().nullable(),
    meta: z.object({ ogImage: z.string().nullable() }),
    customCode: z.string(),
    customDomainName: z.string().nullable(),
    favouritesItems: z.array(z.unknown()),
    searchRedirects: z.array(SearchRedirect),
    plugins: z.record(z.string(), z.object({ enabled: z.boolean() }).loose()),
    passwordProtected: z.boolean(),
    comingSoonPageData: DivisionSettings.shape.comingSoonPageData,
    sitewideBanner: DivisionSettings.shape.sitewideBanner,
    /** The store's currency; GBP by default. */
    currency: z.string().length(3),
    division: z.object({ id: z.int(), name: z.string(), code: z.string() }),
    sessionId: z.string().nullable(),
    isNative: z.boolean(),
    pro: z.boolean(),
    subdomain: z.string(),
  }),
  theme: ThemeReference,
  christmasCutoffDates: z.array(z.object({ service: z.string(), date: z.string() })),
  christmasContent: z.boolean(),
  paymentProcessor: z.object({ type: z.enum(['teemill', 'direct']), accounts: z.array(z.string()) }),
});
export type StoreState = z.infer<typeof StoreState>;

/** The whole getStoreCoreData response. */
export const StoreCoreData = z.object({ pages: z.array(PageRoute), state: StoreState });
export type StoreCoreData = z.infer<typeof StoreCoreData>;
