import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { NOT_FOUND } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';

/** What the editor island starts from; it loads the page itself through the page calls. */
export interface EditorScreenView {
  divisionId: number;
  pageId: number;
  /** The theme's colours, offered first by every colour input. */
  palette: { name: string; value: string }[];
}

/** Distinct hex colours among the theme's tokens, named by their token. */
function themePalette(shell: ShellData): EditorScreenView['palette'] {
  const seen = new Set<string>();
  const palette: EditorScreenView['palette'] = [];
  for (const [name, value] of Object.entries(shell.themeTokens)) {
    if (typeof value !== 'string' || !/^#[0-9a-f]{3,8}$/i.test(value) || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    palette.push({ name, value });
  }
  return palette.slice(0, 16);
}

/**
 * /dashboard/store/pages/{id}/edit/. The guards (src/lib/guards.ts) already let
 * only the store's verified members in; an id that is not a page number is not found.
 */
export function editorScreen(scope: StoreScope, shell: ShellData, url: URL, id: string | undefined): StorefrontPage<EditorScreenView> {
  const pageId = Number(id);
  if (!/^[1-9]\d{0,9}$/.test(id ?? '') || !Number.isSafeInteger(pageId)) return NOT_FOUND;
  return dashboardScreen(
    shell,
    url,
    { title: 'Edit page', description: 'Edit a page of your store.' },
    { divisionId: scope.division.id, pageId, palette: themePalette(shell) },
  );
}
