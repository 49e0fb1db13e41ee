import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { GRID_COLUMNS, MIN_BLOCK_SIZE } from '../../src/lib/page-document/index.ts';

interface Props {
  title: string;
  width: number;
  onResize: (width: number) => void;
}

/**
 * The v1 grid's resize handle: drag it sideways to span more or fewer of the 12 columns,
 * or use the arrow keys. The reducer keeps the width between 3 and 12.
 */
export function ResizeHandle({ title, width, onResize }: Props) {
  const start = useRef<{ x: number; width: number; column: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const grid = event.currentTarget.closest('.pf-blocks-grid');
    if (!grid) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = { x: event.clientX, width, column: grid.getBoundingClientRect().width / GRID_COLUMNS };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from) return;
    const next = Math.round(from.width + (event.clientX - from.x) / from.column);
    if (next !== width) onResize(next);
  };
  const onPointerUp = () => {
    start.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    onResize(width + step);
  };

  return (
    <div
      className="pf-resize"
      role="slider"
      tabIndex={0}
      aria-label={`Width of ${title}`}
      aria-valuemin={MIN_BLOCK_SIZE}
      aria-valuemax={GRID_COLUMNS}
      aria-valuenow={width}
      aria-valuetext={`${width} of ${GRID_COLUMNS} columns`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
