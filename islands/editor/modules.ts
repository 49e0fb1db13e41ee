import { isTemplatePage } from '../../src/lib/page-structure.ts';
import type { BlockNode } from '../../src/schemas/page-document.ts';
import type { EditorVersion } from '../../src/schemas/page.ts';

// The editor's module sets. A page picks its set:
// - a native-mode page is not edited here (no modules);
// - a page whose owner chose an editor (properties.editor, chosen when the page is made: a
//   "Blank sections page" is a v2 page) gets that one: v2 stacks full-width sections with
//   larger click targets, without the history panel;
// - otherwise a template page (every block names its template section) gets the v3 set,
//   templateEditor with historyEditor and improvedHitTarget;
// - any other page is a v1 page: blockEditor, the 12-column masonry grid.

export type EditorModule = 'blockEditor' | 'templateEditor' | 'historyEditor' | 'improvedHitTarget';

export const EDITOR_MODULE_SETS = {
  v1: ['blockEditor'],
  v2: ['templateEditor', 'improvedHitTarget'],
  v3Dev: ['templateEditor', 'historyEditor', 'improvedHitTarget'],
  native: [],
} as const satisfies Record<string, readonly EditorModule[]>;

export type EditorModuleSet = keyof typeof EDITOR_MODULE_SETS;

export function editorModuleSet(page: {
  mode: string;
  blocks: Pick<BlockNode, 'template'>[];
  properties?: { editor?: EditorVersion | undefined };
}): EditorModuleSet {
  if (page.mode === 'native') return 'native';
  if (page.properties?.editor) return page.properties.editor;
  return isTemplatePage(page.blocks) ? 'v3Dev' : 'v1';
}

export function hasModule(set: EditorModuleSet, module: EditorModule): boolean {
  return (EDITOR_MODULE_SETS[set] as readonly EditorModule[]).includes(module);
}
