import { useStore } from '@nanostores/react';
import { DragDropProvider } from '@dnd-kit/react';
import { isSortable } from '@dnd-kit/react/sortable';
import { BlockList } from './BlockList.tsx';
import { useEditor } from './editor-context.ts';

const parentOf = (group: unknown): string | null => (group === 'root' || group === undefined ? null : String(group));

/**
 * The page's blocks as the owner arranges them: the 12-column masonry grid on
 * v1 pages, stacked sections on template pages. Drags end in the same tree operations as
 * the keyboard moves, so both are one undo step and both are announced.
 */
export function BlockCanvas() {
  const { store, moduleSet, openPalette, moveBlock } = useEditor();
  const blocks = useStore(store.$blocks);
  const layout = moduleSet === 'v1' ? 'grid' : 'stack';
  return (
    <div className="pf-canvas">
      <DragDropProvider
        onDragEnd={(event) => {
          const { source } = event.operation;
          if (event.canceled || !isSortable(source)) return;
          const from = { parentId: parentOf(source.initialGroup), index: source.initialIndex };
          const to = { parentId: parentOf(source.group), index: source.index };
          if (from.parentId === to.parentId && from.index === to.index) return;
          moveBlock(String(source.id), to);
        }}
      >
        <BlockList parentId={null} items={blocks} layout={layout} />
      </DragDropProvider>
      <button type="button" className="pf-add-block" onClick={() => openPalette({ parentId: null, index: blocks.length })}>
        Add new block
      </button>
    </div>
  );
}
