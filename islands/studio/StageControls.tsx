import type { BlankStudio, GarmentSide } from '../../src/schemas/blank-studio.ts';
import type { DesignDocument } from '../../src/schemas/design-document.ts';
import { SIDE_LABELS } from './print-check.ts';

// The controls around the studio's canvas: the side tabs (a dot on each side with a visible
// layer), the garment's colour swatches, and the design toolbar (add text, undo, redo).

export function SideTabs(props: { sides: BlankStudio['sides']; current: GarmentSide; design: DesignDocument; onShow: (side: GarmentSide) => void }) {
  return (
    <div role="tablist" aria-label="Side" className="studio-sides">
      {props.sides.map((entry) => (
        <button key={entry.side} type="button" role="tab" aria-selected={entry.side === props.current} onClick={() => props.onShow(entry.side)}>
          {SIDE_LABELS[entry.side]}
          {props.design.sides[entry.side].some((layer) => !layer.hidden) ? ' •' : ''}
        </button>
      ))}
    </div>
  );
}

export function ColourSwatches({
  colours,
  current,
  onChoose,
}: {
  colours: { name: string; hex: string }[];
  current: string;
  onChoose: (colour: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo
    <div role="group" aria-label="Garment colour" className="studio-swatches">
      {colours.map((colour) => (
        <button
          key={colour.name}
          type="button"
          aria-pressed={colour.name === current}
          aria-label={colour.name}
          title={colour.name}
          style={{ background: colour.hex }}
          onClick={() => onChoose(colour.name)}
        />
      ))}
      <span className="studio-colour-name">{current}</span>
    </div>
  );
}

export function DesignToolbar(props: { canAdd: boolean; canUndo: boolean; canRedo: boolean; onAddText: () => void; onUndo: () => void; onRedo: () => void }) {
  return (
    <div className="studio-toolbar" role="toolbar" aria-label="Design">
      <button type="button" onClick={props.onAddText} disabled={!props.canAdd}>
        Add text
      </button>
      <button type="button" onClick={props.onUndo} disabled={!props.canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" onClick={props.onRedo} disabled={!props.canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
        Redo
      </button>
    </div>
  );
}
