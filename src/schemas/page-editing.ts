import { z } from 'zod';
import { Page } from './page.ts';
import { AsyncSource } from './block.ts';

// The page calls' shapes as the dashboard and the editor island see them. The
// storefront keeps reading `pages` (the live copy); the owner edits a draft of it, which
// is what these calls load and save, until it is published.

/** Where a page stands for its owner (the dashboard's status column). */
export const PAGE_STATUSES = ['published', 'draft', 'scheduled'] as const;
export const PageStatus = z.enum(PAGE_STATUSES);
export type PageStatus = z.infer<typeof PageStatus>;

/**
 * What GET/POST/PATCH of a page answer: the spec's page object holding the owner's
 * working copy (the draft when there is one, else the live page), plus its standing.
 */
export const EditorPage = Page.extend({
  status: PageStatus,
  /** Saved changes that shoppers do not see yet. */
  hasDraft: z.boolean(),
  /** When a scheduled publish will happen (ISO-8601), else null. */
  scheduledAt: z.string().nullable(),
  /** The number of the live version; null for a page never published. */
  liveVersion: z.int().nullable(),
});
export type EditorPage = z.infer<typeof EditorPage>;

/** The body of a create (POST, no id) or save (PATCH): the spec's page object. */
export const PageSaveBody = Page.partial().extend({ id: z.int().optional() });
export type PageSaveBody = z.infer<typeof PageSaveBody>;

/** One row of the dashboard's page list (GET …/pages?page-type=StorePage). */
export const PageListItem = z.object({
  id: z.int(),
  uuid: z.string(),
  url: z.string(),
  title: z.string(),
  status: PageStatus,
  published: z.boolean(),
  homepage: z.boolean(),
  edited: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  blockCount: z.int(),
  /** False for a page the app draws itself ('native' mode): it has no blocks to edit. */
  editable: z.boolean(),
  /** A picture of the page's layout (an SVG address). */
  thumbnailUrl: z.string(),
});
export type PageListItem = z.infer<typeof PageListItem>;

/** One published version of a page (version history). */
export const PageVersionSummary = z.object({
  number: z.int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  /** Blocks added, removed and changed against the version before. */
  changes: z.object({ added: z.int(), removed: z.int(), changed: z.int() }),
});
export type PageVersionSummary = z.infer<typeof PageVersionSummary>;

export const PageScheduleBody = z.object({ publishAt: z.iso.datetime({ offset: true }) });

/** The editor's preview render: the unsaved page drawn by the storefront's block components. */
export const PagePreviewBody = z.object({ page: PageSaveBody });

/** POST …/pages/preview/: the unsaved page's HTML for the editor's frame. */
export const PagePreviewAnswer = z.object({ html: z.string() });
export type PagePreviewAnswer = z.infer<typeof PagePreviewAnswer>;

/** DELETE …/pages/{id}/ */
export const PageRemovedAnswer = z.object({ id: z.number(), deleted: z.literal(true) });
export type PageRemovedAnswer = z.infer<typeof PageRemovedAnswer>;

/** GET /omnis/v3/frontend/blocks/?page=/path[&block=id]: a published page's blocks, for other blocks to load. */
export const SharedBlocksQuery = z.object({
  page: AsyncSource,
  block: z.string().min(1).max(200).optional(),
});
