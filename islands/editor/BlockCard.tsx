import { memo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useSortable } from '@dnd-kit/react/sortable';
import type { BlockNode } from '../../src/schemas/page-document.ts';
import { makeBlock } from '../../blocks/registry.ts';
import { BlockList } from './BlockList.tsx';
import { ActionIcon } from './icons.tsx';
import { ResizeHandle } from './ResizeHandle.tsx';
import { useEditor } from './editor-context.ts';
import { blockSummary, blockTitle, isContainerType } from './block-types.ts';
import type { KeyboardMove } from './state/keyboard-moves.ts';

interface Props {
  node: BlockNode;
  index: number;
  parentId: string | null;
  layout: 'grid' | 'stack';
  /** How many blocks share its list, and whether the one before it holds blocks: which keyboard moves exist. */
  siblings: number;
  previousIsContainer: boolean;
}

const MOVES: { move: KeyboardMove; label: string; icon: string }[] = [
  { move: 'up', label: 'Move up', icon: '↑' },
  { move: 'down', label: 'Move down', icon: '↓' },
  { move: 'into', label: 'Move into the block before', icon: '↳' },
  { move: 'out', label: 'Move out of its container', icon: '↰' },
];

const possible = (move: KeyboardMove, { index, parentId, siblings, previousIsContainer }: Props): boolean =>
  move === 'up' ? index > 0 : move === 'down' ? index < siblings - 1 : move === 'into' ? previousIsContainer : parentId !== null;

/**
 * One block in the editor's list: select, drag, resize, move, duplicate, publish, delete.
 * Memoised: the tree operations keep unchanged blocks identical, so typing in one block
 * re-renders only that block's card.
 */
export const BlockCard = memo(function BlockCard(props: Props) {
  const { node, index, parentId, layout } = props;
  const { store, openPalette } = useEditor();
  const selected = useStore(store.$selected) === node.id;
  const { ref, handleRef, isDragging } = useSortable({ id: node.id, index, group: parentId ?? 'root', type: 'block', accept: 'block' });
  const title = blockTitle(node.type);
  const published = node.published ?? true;
  const container = isContainerType(node.type);
  const insertBefore = <InsertButton position={index + 1} onInsert={() => openPalette({ parentId, index })} />;

  if (node.type === 'placeholder') return <PlaceholderCard node={node} cardRef={ref} handleRef={handleRef} insertBefore={insertBefore} />;

  return (
    <li
      ref={ref}
      className={`pf-block${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}${published ? '' : ' is-unpublished'}`}
      style={{ '--w': node.size.w } as React.CSSProperties}
      data-block-id={node.id}
      data-block-type={node.type}
    >
      {insertBefore}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a larger mouse target for the title button, which keyboards reach */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a larger mouse target for the title button, which keyboards reach */}
      <div className="pf-block-body" onClick={() => store.select(node.id)}>
        <div className="pf-block-head">
          <button type="button" ref={handleRef} className="pf-drag" aria-label={`Drag ${title}`} title="Drag to reorder">
            ⠿
          </button>
          <button type="button" className="pf-block-title" aria-pressed={selected} onClick={() => store.select(node.id)}>
            {title}
            {published ? '' : ' (unpublished)'}
          </button>
        </div>
        <p className="pf-block-summary">{blockSummary(node.properties)}</p>
        <BlockActions id={node.id} title={title} published={published} canMove={(move) => possible(move, props)} />
        {container && <BlockItems node={node} />}
      </div>
      {layout === 'grid' && <ResizeHandle title={title} width={node.size.w} onResize={(width) => store.dispatch({ type: 'resize', id: node.id, width })} />}
    </li>
  );
});

/** The "+" before a block that opens the palette to insert one at its position (counted from 1). */
function InsertButton({ position, onInsert }: { position: number; onInsert: () => void }) {
  return (
    <button type="button" className="pf-insert" aria-label={`Insert block at position ${position}`} onClick={onInsert}>
      <span aria-hidden="true">+</span>
    </button>
  );
}

/** An empty slot kept for a block of a given type: it can be dragged, or filled with a new block of that type. */
function PlaceholderCard({
  node,
  cardRef,
  handleRef,
  insertBefore,
}: {
  node: BlockNode;
  cardRef: (element: Element | null) => void;
  handleRef: (element: Element | null) => void;
  insertBefore: ReactNode;
}) {
  const { store } = useEditor();
  const forType = (node.properties as { forType?: string }).forType || 'block';
  return (
    <li
      className="pf-block pf-placeholder"
      style={{ '--w': node.size.w } as React.CSSProperties}
      ref={cardRef}
      data-block-id={node.id}
      data-block-type={node.type}
    >
      {insertBefore}
      <button type="button" ref={handleRef} className="pf-drag" aria-label={`Drag ${forType} slot`} title="Drag to reorder">
        ⠿
      </button>
      <button
        type="button"
        className="pf-add-placeholder"
        onClick={() => store.dispatch({ type: 'replace', id: node.id, node: makeBlock(forType === 'block' ? 'text' : forType) })}
      >
        Add {forType}
      </button>
    </li>
  );
}

/** A block's action buttons: the keyboard moves that exist where it stands, duplicate, publish or unpublish, delete. */
function BlockActions({ id, title, published, canMove }: { id: string; title: string; published: boolean; canMove: (move: KeyboardMove) => boolean }) {
  const { store, confirmRemove, keyboardMove } = useEditor();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo
    <div className="pf-block-actions" role="group" aria-label={`${title} actions`}>
      {MOVES.map(({ move, label, icon }) => (
        <button key={move} type="button" aria-label={`${label}: ${title}`} title={label} disabled={!canMove(move)} onClick={() => keyboardMove(id, move)}>
          {icon}
        </button>
      ))}
      <button type="button" title="Duplicate" aria-label={`Duplicate ${title}`} onClick={() => store.dispatch({ type: 'duplicate', id })}>
        <ActionIcon name="duplicate" />
      </button>
      <button
        type="button"
        title={published ? 'Unpublish' : 'Publish'}
        aria-label={`${published ? 'Unpublish' : 'Publish'} ${title}`}
        onClick={() => store.dispatch({ type: 'setPublished', id, published: !published })}
      >
        <ActionIcon name={published ? 'published' : 'unpublished'} />
      </button>
      <button type="button" title="Delete" aria-label={`Delete ${title}`} onClick={() => void confirmRemove(id)}>
        <ActionIcon name="delete" />
      </button>
    </div>
  );
}

/** A container block's own list of blocks, and the button that adds one at its end. */
function BlockItems({ node }: { node: BlockNode }) {
  const { openPalette } = useEditor();
  return (
    <div className="pf-items">
      <BlockList parentId={node.id} items={node.items} layout="stack" />
      <button type="button" className="pf-add-item" onClick={() => openPalette({ parentId: node.id, index: node.items.length })}>
        Add item
      </button>
    </div>
  );
}
