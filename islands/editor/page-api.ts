import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { withOrder } from '../../src/lib/page-document/index.ts';
import { EditorPage } from '../../src/schemas/page-editing.ts';
import type { BlockNode } from '../../src/schemas/page-document.ts';

// The editor's side of the page calls, with the page load and page error texts it shows.

/** Page load and page error texts. */
export const PAGE_MESSAGES = {
  notFound: 'We were unable to find this page',
  otherStore: "Oops... Looks like you're trying to access a page from another store",
  loadFailed: 'Oops... Looks like something went wrong loading this page',
  proRequired: 'Pro required to save this page',
  failedValidation: 'Page failed validation',
  permission: 'Insufficient permissions to access this page',
  serverError: 'Server error encountered fetching page',
} as const;

/** A refusal as the editor shows it: the spec's text and, for a 422, the failing fields. */
export interface PageProblem {
  message: string;
  fields: { name: string; messages: string[] }[];
}

function loadProblem(error: unknown): PageProblem {
  const status = error instanceof ApiRequestError ? error.failure.status : 0;
  const message = status === 404 ? PAGE_MESSAGES.notFound : status === 403 ? PAGE_MESSAGES.otherStore : PAGE_MESSAGES.loadFailed;
  return { message, fields: [] };
}

export function saveProblem(error: unknown): PageProblem {
  if (!(error instanceof ApiRequestError)) return { message: PAGE_MESSAGES.serverError, fields: [] };
  const { status, errors } = error.failure;
  if (status === 422) {
    return { message: PAGE_MESSAGES.failedValidation, fields: Object.entries(errors ?? {}).map(([name, messages]) => ({ name, messages })) };
  }
  if (status === 402) return { message: PAGE_MESSAGES.proRequired, fields: [] };
  if (status === 403) return { message: error.failure.message || PAGE_MESSAGES.permission, fields: [] };
  if (status >= 500 || status === 0) return { message: PAGE_MESSAGES.serverError, fields: [] };
  return { message: error.failure.message, fields: [] };
}

export type Loaded = { ok: true; page: EditorPage } | { ok: false; problem: PageProblem };

export async function loadPage(division: number, id: number): Promise<Loaded> {
  try {
    return { ok: true, page: EditorPage.parse(await call('pages.load', { division, id })) };
  } catch (error) {
    return { ok: false, problem: loadProblem(error) };
  }
}

/** Saves the draft (PATCH): shoppers keep seeing the live page until it is published. */
export async function saveDraft(division: number, id: number, blocks: BlockNode[]): Promise<EditorPage> {
  return EditorPage.parse(await call('pages.save', { division, id }, { id, blocks: withOrder(blocks) }));
}

export async function publishPage(division: number, id: number): Promise<EditorPage> {
  return EditorPage.parse(await call('pages.publish', { division, id }, {}));
}

/** Publishes the draft at `publishAt` (ISO-8601 with offset); scheduling again replaces the pending one. */
export async function schedulePublish(division: number, id: number, publishAt: string): Promise<EditorPage> {
  return EditorPage.parse(await call('pages.schedule', { division, id }, { publishAt }));
}

export async function cancelScheduledPublish(division: number, id: number): Promise<EditorPage> {
  return EditorPage.parse(await call('pages.unschedule', { division, id }));
}
