import { z } from 'zod';
import { PageDocument } from './page-document.ts';
import { safeUrl, text } from './fields.ts';

/** Page layouts. */
export const LAYOUTS = ['tool', 'blank', 'standard', 'studio', 'mail', 'cart', 'search'] as const;
export const Layout = z.enum(LAYOUTS);
export type Layout = z.infer<typeof Layout>;

/** Who may see a page. */
export const LOGIN_STATES = ['everyone', 'logged-in', 'logged-out', 'dashboard-access'] as const;
export const LoginState = z.enum(LOGIN_STATES);
export type LoginState = z.infer<typeof LoginState>;

// How a page is drawn. A page of blocks (the seed's, a new store's starter home page, one made
// in the dashboard) is 'unknown', the default: the storefront draws its blocks and the owner edits
// them. 'native' marks a page the app draws itself (a basket, a checkout, an account page): it has
// no blocks, so the editor offers nothing and the dashboard lists it without an Edit link.
// 'preview' is a page shown inside the editor's frame, without the global layout parts.
export const PAGE_MODES = ['unknown', 'preview', 'native'] as const;

export const PageFlags = z.object({
  homepage: z.boolean().default(false),
  deleted: z.boolean().default(false),
  placeholder: z.boolean().default(false),
});

// The editor a page is made in: v1 lays blocks side by side on the 12-column grid; v2 stacks
// full-width sections with larger click targets; v3Dev is v2 with the version history beside it.
// Unset, a page gets v3Dev when every block names its template section, else v1.
export const EDITOR_VERSIONS = ['v1', 'v2', 'v3Dev'] as const;
export const EditorVersion = z.enum(EDITOR_VERSIONS);
export type EditorVersion = z.infer<typeof EditorVersion>;

export const PageProperties = z.object({
  isStorePage: z.boolean().default(true),
  isMailPage: z.boolean().default(false),
  loginState: LoginState.default('everyone'),
  /** Shown in the browser tab as "title | company name". */
  title: text(120).default(''),
  /** Meta description and og:description. */
  description: text(320).default(''),
  /** og:image; falls back to the company logo, then the store logo. */
  ogImage: safeUrl(),
  /** Vertical spacing between blocks, in rem. */
  ySpacing: z.number().min(0).max(8).optional(),
  searchIcon: z.string().max(40).optional(),
  isSearchable: z.boolean().default(true),
  /** The editor the owner chose for the page (see EDITOR_VERSIONS). */
  editor: EditorVersion.optional(),
});
export type PageProperties = z.infer<typeof PageProperties>;

/** The current page document version; older documents are upgraded on load. */
export const PAGE_DOCUMENT_VERSION = 1;

/** A page. */
export const Page = z.object({
  id: z.int(),
  uuid: z.string(),
  url: z.string(),
  layout: Layout.default('standard'),
  blocks: PageDocument.default([]),
  flags: PageFlags.default({ homepage: false, deleted: false, placeholder: false }),
  properties: PageProperties.prefault({}),
  preloadables: z.array(z.string()).default([]),
  version: z.int().default(PAGE_DOCUMENT_VERSION),
  divisionId: z.int(),
  published: z.boolean().default(true),
  sitemap: z.boolean().default(true),
  edited: z.string().nullable().default(null),
  keyPhraseCampaignId: z.int().nullable().default(null),
  mode: z.enum(PAGE_MODES).default('unknown'),
  theme: z.string().nullable().default(null),
});
export type Page = z.infer<typeof Page>;
