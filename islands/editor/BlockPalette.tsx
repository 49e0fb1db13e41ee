import { useEffect, useRef } from 'react';
import { addableBlockTypes } from '../../blocks/registry.ts';
import { BlockSketch } from './block-sketch.tsx';
import { useOverlay } from '../popups/use-overlay.ts';

interface Props {
  onPick: (type: string) => void;
  onClose: () => void;
}

// The palette of block types an owner can add, each with a picture. Hidden
// types (_name_) and types without a builder are left out by the registry.
const TYPES = addableBlockTypes()
  .map((definition) => ({ name: definition.name, title: definition.title }))
  .sort((a, b) => a.title.localeCompare(b.title));

export function BlockPalette({ onPick, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Shown while mounted: a modal overlay of the page's registry until it unmounts.
  useOverlay(true, { onClose, modal: true });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} className="pf-palette" aria-labelledby="pf-palette-title" onClose={onClose} onCancel={onClose}>
      <div className="pf-palette-head">
        <h2 id="pf-palette-title">Add a block</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <ul className="pf-palette-list">
        {TYPES.map((type) => (
          <li key={type.name}>
            <button type="button" data-block-type={type.name} onClick={() => onPick(type.name)}>
              <BlockSketch type={type.name} />
              <span>{type.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
