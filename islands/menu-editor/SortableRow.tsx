import type { ReactNode } from 'react';
import { useSortable } from '@dnd-kit/react/sortable';

interface SortableRowProps {
  id: string;
  index: number;
  /** The list the row belongs to: rows move within their own list only. */
  group: string;
  /** Names the row in its buttons, for screen readers. */
  label: string;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}

/**
 * A row of a reorderable list: dragged by its handle (@dnd-kit's keyboard sensor also
 * picks it up with Space and moves it with the arrows), and with Move up / Move down
 * buttons as the plain keyboard path.
 */
export default function SortableRow({ id, index, group, label, count, onMove, onRemove, children }: SortableRowProps) {
  const { ref, handleRef, isDragging } = useSortable({ id, index, group, type: group, accept: group });
  return (
    <li ref={ref} className="menu-row" data-dragging={isDragging || undefined}>
      <div className="menu-row-tools">
        <button type="button" ref={handleRef} className="menu-handle" aria-label={`Drag ${label}`} title="Drag to reorder">
          ⠿
        </button>
        <button type="button" onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`Move ${label} up`}>
          ↑
        </button>
        <button type="button" onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={`Move ${label} down`}>
          ↓
        </button>
        <button type="button" onClick={onRemove} aria-label={`Remove ${label}`}>
          ✕
        </button>
      </div>
      <div className="menu-row-body">{children}</div>
    </li>
  );
}
