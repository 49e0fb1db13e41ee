import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSortable } from '@dnd-kit/react/sortable';
import type { BlockNode } from '../../src/schemas/page-document.ts';
import { makeBlock } from '../../blocks/registry.ts';
import { BlockList } from './BlockList.tsx';
import { ActionIcon } from './icons.tsx';
import { ResizeHandle } from './ResizeHandle.tsx';
import { useEditor } from './editor-context.ts';
import { blockSummary, blockTitle, isContainerType } from './block-types.ts';
import { keyboardMoveTarget, type KeyboardMove } from './state/keyboard-moves.ts';

interface Props {
  node: BlockNode;
  index: number;
  parentId: string | null;
  layout: 'grid' | 'stack';
  insertBefore: ReactNode;
}

const MOVES: { move: KeyboardMove; label: string; icon: string }[] = [
  { move: 'up', label: 'Move up', icon: '↑' },
  { move: 'down', label: 'Move down', icon: '↓' },
  { move: 'into', label: 'Move into the block before', icon: '↳' },
  { move: 'out', label: 'Move out of its container', icon: '↰' },
];

/** One block in the editor's list: select, drag, resize, move, duplicate, publish, delete. */
export function BlockCard({ node, index, parentId, layout, insertBefore }: Props) {
  const { store, openPalette, confirmRemove, moveBlock } = useEditor();
  const selected = useStore(store.$selected) === node.id;
  const blocks = useStore(store.$blocks);
  const { ref, handleRef, isDragging } = useSortable({ id: node.id, index, group: parentId ?? 'root', type: 'block', accept: 'block' });
  const title = blockTitle(node.type);
  const published = node.published ?? true;
  const container = isContainerType(node.type);

  if (node.type === 'placeholder') {
    const forType = (node.properties as { forType?: string }).forType || 'block';
    return (
      <li className="pf-block pf-placeholder" style={{ '--w': node.size.w } as React.CSSProperties} ref={ref}>
        {insertBefore}
        <button type="button" className="pf-add-placeholder" onClick={() => store.dispatch({ type: 'replace', id: node.id, node: makeBlock(forType === 'block' ? 'text' : forType) })}>
          Add {forType}
        </button>
      </li>
    );
  }

  return (
    <li
      ref={ref}
      className={`pf-block${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}${published ? '' : ' is-unpublished'}`}
      style={{ '--w': node.size.w } as React.CSSProperties}
      data-block-id={node.id}
      data-block-type={node.type}
    >
      {insertBefore}
      <div className="pf-block-body" onClick={() => store.select(node.id)}>
        <div className="pf-block-head">
          <button type="button" ref={handleRef} className="pf-drag" aria-label={`Drag ${title}`} title="Drag to reorder">⠿</button>
          <button type="button" className="pf-block-title" aria-pressed={selected} onClick={() => store.select(node.id)}>
            {title}{published ? '' : ' (unpublished)'}
          </button>
        </div>
        <p className="pf-block-summary">{blockSummary(node.properties)}</p>
        <div className="pf-block-actions" role="group" aria-label={`${title} actions`}>
          {MOVES.map(({ move, label, icon }) => {
            const to = keyboardMoveTarget(blocks, node.id, move, isContainerType);
            return (
              <button key={move} type="button" aria-label={`${label}: ${title}`} title={label} disabled={!to} onClick={() => to && moveBlock(node.id, to)}>
                {icon}
              </button>
            );
          })}
          <button type="button" title="Duplicate" aria-label={`Duplicate ${title}`} onClick={() => store.dispatch({ type: 'duplicate', id: node.id })}><ActionIcon name="duplicate" /></button>
          <button type="button" title={published ? 'Unpublish' : 'Publish'} aria-label={`${published ? 'Unpublish' : 'Publish'} ${title}`} onClick={() => store.dispatch({ type: 'setPublished', id: node.id, published: !published })}>
            <ActionIcon name={published ? 'published' : 'unpublished'} />
          </button>
          <button type="button" title="Delete" aria-label={`Delete ${title}`} onClick={() => void confirmRemove(node.id)}><ActionIcon name="delete" /></button>
        </div>
        {container && (
          <div className="pf-items">
            <BlockList parentId={node.id} items={node.items} layout="stack" />
            <button type="button" className="pf-add-item" onClick={() => openPalette({ parentId: node.id, index: node.items.length })}>Add item</button>
          </div>
        )}
      </div>
      {layout === 'grid' && <ResizeHandle title={title} width={node.size.w} onResize={(width) => store.dispatch({ type: 'resize', id: node.id, width })} />}
    </li>
  );
}
