import { createContext, useContext } from 'react';
import type { BlockPosition } from '../../src/lib/page-document/index.ts';
import type { EditorStore } from './state/editor-store.ts';
import type { EditorModuleSet } from './modules.ts';
import type { KeyboardMove } from './state/keyboard-moves.ts';

/** What every part of the editor reaches: the document's store and the editor's own commands. */
export interface EditorContextValue {
  store: EditorStore;
  moduleSet: EditorModuleSet;
  /** Opens the palette to add a block at a position. */
  openPalette: (to: BlockPosition) => void;
  /** Deletes a block once the owner confirms. */
  confirmRemove: (id: string) => Promise<void>;
  /** Moves a block (a drag's drop) and tells screen readers where it went. */
  moveBlock: (id: string, to: BlockPosition) => void;
  /** A keyboard move (up, down, into, out), announced the same way. */
  keyboardMove: (id: string, move: KeyboardMove) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the editor');
  return value;
}
