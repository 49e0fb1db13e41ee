import type { BlockNode } from '../../src/schemas/page-document.ts';
import { BlockCard } from './BlockCard.tsx';
import { useEditor } from './editor-context.ts';
import { isContainerType } from './block-types.ts';

interface Props {
  parentId: string | null;
  items: BlockNode[];
  /** v1 pages lay blocks on the 12-column grid; template pages stack sections. */
  layout: 'grid' | 'stack';
}

/** Blocks of one list (the page or a container's items) with insert controls between them. */
export function BlockList({ parentId, items, layout }: Props) {
  const { openPalette } = useEditor();
  return (
    <ol className={`pf-blocks pf-blocks-${layout}`} data-parent={parentId ?? 'root'}>
      {items.map((node, index) => (
        <BlockCard
          key={node.id}
          node={node}
          index={index}
          parentId={parentId}
          layout={layout}
          siblings={items.length}
          previousIsContainer={index > 0 && isContainerType(items[index - 1]!.type)}
        />
      ))}
      {layout === 'stack' && items.length > 0 && (
        <li className="pf-insert-row">
          <button
            type="button"
            className="pf-insert"
            aria-label={`Insert block at position ${items.length + 1}`}
            onClick={() => openPalette({ parentId, index: items.length })}
          >
            <span aria-hidden="true">+</span>
          </button>
        </li>
      )}
    </ol>
  );
}
