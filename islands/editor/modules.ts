import { isTemplatePage } from '../../src/lib/page-structure.ts';
import type { BlockNode } from '../../src/schemas/page-document.ts';

// The editor's module sets. A page picks its set from
// what it is, so no flag can disagree with the document:
// - a native-mode page is not edited here (no modules);
// - a template page (every block names its template section) gets the v3 set, templateEditor
//   with historyEditor and improvedHitTarget: undo is available in every editor, so the
//   stacked-section editor always shows its history too (v2 is v3 without the panel);
// - any other page is a v1 page: blockEditor, the 12-column masonry grid.

export type EditorModule = 'blockEditor' | 'templateEditor' | 'historyEditor' | 'improvedHitTarget';

export const EDITOR_MODULE_SETS = {
  v1: ['blockEditor'],
  v2: ['templateEditor', 'improvedHitTarget'],
  v3Dev: ['templateEditor', 'historyEditor', 'improvedHitTarget'],
  native: [],
} as const satisfies Record<string, readonly EditorModule[]>;

export type EditorModuleSet = keyof typeof EDITOR_MODULE_SETS;

export function editorModuleSet(page: { mode: string; blocks: Pick<BlockNode, 'template'>[] }): EditorModuleSet {
  if (page.mode === 'native') return 'native';
  return isTemplatePage(page.blocks) ? 'v3Dev' : 'v1';
}

export function hasModule(set: EditorModuleSet, module: EditorModule): boolean {
  return (EDITOR_MODULE_SETS[set] as readonly EditorModule[]).includes(module);
}
