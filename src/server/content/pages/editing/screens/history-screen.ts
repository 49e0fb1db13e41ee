import type { StoreScope } from '../../../../stores/index.ts';
import type { ShellData } from '../../../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../../../platform/pages/page-result.ts';
import type { FormPost } from '../../../../../platform/pages/form-post.ts';
import { loadEditorPage } from '../editor-page.ts';
import { pageHistory, restoreVersion } from '../versions.ts';
import { pageThumbnailSvg } from '../page-thumbnail.ts';
import { diffCounts } from '../block-diff.ts';
import { ownPageScreen, pageScreen, historyPath, refusal, refusalStatus, sameHostForm } from './screen-page.ts';

export interface HistoryEntryView {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  changes: { added: number; removed: number; changed: number };
  live: boolean;
  /** This version's layout with its added and changed blocks highlighted (our own escaped SVG). */
  svg: string;
  /** The version before, with the blocks this one removed or changed highlighted. */
  previousSvg: string | null;
}

export interface HistoryView {
  page: { id: number; title: string; url: string; hasDraft: boolean };
  entries: HistoryEntryView[];
  notice: string | null;
  error: string | null;
}

/**
 * /dashboard/store/pages/{id}/history/: the published versions with who and when, a side
 * by side picture of each against the one before (changed blocks highlighted) and restore,
 * which puts the version in the draft (POST, then back here).
 */
export function historyScreen(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  id: number,
  userId: number | null,
): Promise<StorefrontPage<HistoryView>> {
  return ownPageScreen(() => history(scope, shell, post, url, id, userId));
}

async function history(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  id: number,
  userId: number | null,
): Promise<StorefrontPage<HistoryView>> {
  let error: string | null = null;
  let status: number | undefined;
  if (post) {
    try {
      const number = Number(sameHostForm(post).get('version'));
      await restoreVersion(scope, id, Number.isInteger(number) ? number : 0, userId);
      return { kind: 'redirect', location: `${historyPath(id)}?restored=${number}`, status: 303 };
    } catch (thrown) {
      error = refusal(thrown);
      status = refusalStatus(thrown);
    }
  }
  const [page, history] = await Promise.all([loadEditorPage(scope, id), pageHistory(scope, id)]);
  const entries = history.map((entry, index) => {
    const previous = history[index + 1];
    return {
      number: entry.number,
      publishedAt: entry.publishedAt,
      publishedBy: entry.publishedBy,
      changes: diffCounts(entry.diff),
      live: index === 0,
      svg: pageThumbnailSvg(entry.page.blocks, { title: `Version ${entry.number}`, highlight: new Set([...entry.diff.added, ...entry.diff.changed]) }),
      previousSvg: previous
        ? pageThumbnailSvg(previous.page.blocks, { title: `Version ${previous.number}`, highlight: new Set([...entry.diff.removed, ...entry.diff.changed]) })
        : null,
    };
  });
  const restored = url.searchParams.get('restored');
  const notice = restored ? `Version ${restored} is now the page's draft. Open the editor to check it and publish.` : null;
  const view = { page: { id, title: page.properties.title || page.url, url: page.url, hasDraft: page.hasDraft }, entries, notice, error };
  return pageScreen(shell, url, `History of ${view.page.title}`, view, status);
}
