import { useId } from 'react';
import type { DesignLayer } from '../../src/schemas/design-document.ts';
import { imageResolution } from '../../src/lib/studio/print-resolution.ts';

// The selected layer's place in numbers, for keyboards and exact work: position from the
// print area's top-left corner, size and rotation, all in millimetres and degrees. An image
// keeps its proportions and shows the resolution it prints at; a text's size follows its type.

export type PlacementPatch = Partial<Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation'>>;

const round = (value: number) => Math.round(value * 10) / 10;
const finite = (value: string) => {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

export function PlacementFields({ layer, onChange }: { layer: DesignLayer; onChange: (patch: PlacementPatch, field: string) => void }) {
  const ids = useId();
  const field = (key: 'xMm' | 'yMm' | 'widthMm' | 'rotation', label: string, options: { min?: number; max?: number; readOnly?: boolean } = {}) => (
    <div className="studio-field">
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <input
        id={`${ids}-${key}`}
        type="number"
        step={key === 'rotation' ? 1 : 0.5}
        min={options.min}
        max={options.max}
        readOnly={options.readOnly}
        value={round(layer[key])}
        onChange={(event) => {
          const value = finite(event.target.value);
          if (value === undefined) return;
          if (key === 'widthMm') {
            if (value <= 0) return;
            // Scaled about the centre, proportions kept.
            const heightMm = (layer.heightMm * value) / layer.widthMm;
            onChange({ widthMm: value, heightMm, xMm: layer.xMm + (layer.widthMm - value) / 2, yMm: layer.yMm + (layer.heightMm - heightMm) / 2 }, key);
          } else onChange({ [key]: value }, key);
        }}
      />
    </div>
  );
  return (
    <fieldset className="studio-panel studio-placement" disabled={layer.locked}>
      <legend>Position and size</legend>
      <div className="studio-field-row">
        {field('xMm', 'From the left (mm)')}
        {field('yMm', 'From the top (mm)')}
      </div>
      <div className="studio-field-row">
        {field('widthMm', layer.type === 'image' ? 'Width (mm)' : 'Width (mm, set by the text)', { min: 1, max: 2000, readOnly: layer.type === 'text' })}
        {field('rotation', 'Rotation (degrees)', { min: -360, max: 360 })}
      </div>
      {layer.type === 'image' && (
        <p className="studio-muted">
          Prints {round(layer.widthMm)} × {round(layer.heightMm)} mm at {Math.floor(imageResolution(layer).dpi)} DPI.
        </p>
      )}
    </fieldset>
  );
}
