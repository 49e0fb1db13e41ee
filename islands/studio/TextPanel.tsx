import { useId } from 'react';
import type { TextLayer } from '../../src/schemas/design-document.ts';
import { TEXT_ALIGNMENTS } from '../../src/schemas/design-document.ts';
import { FONT_FAMILIES, FONT_FAMILY_NAMES, isFontFamilyName, ITALIC_WEIGHT, type FontFamilyName } from '../../themes/fonts.ts';
import { italicOffered } from './studio-fonts.ts';

// The selected text layer's type: its words, family, weight, italic (when the family ships
// one), size and spacing in millimetres, colour, alignment and curve. Every control is a
// labelled input; changes go through onChange (measured and recorded by the studio).

export type TextPatch = Partial<
  Pick<TextLayer, 'text' | 'fontFamily' | 'fontWeight' | 'italic' | 'fontSizeMm' | 'colour' | 'align' | 'letterSpacingMm' | 'curve'>
>;

const ALIGN_LABELS = { left: 'Left', center: 'Centre', right: 'Right' } as const;

const numberOf = (value: string, fallback: number) => {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function TextPanel({ layer, onChange }: { layer: TextLayer; onChange: (patch: TextPatch, field: string) => void }) {
  const ids = useId();
  const disabled = layer.locked;
  return (
    <fieldset className="studio-panel studio-text" disabled={disabled}>
      <legend>Text{disabled ? ' (locked)' : ''}</legend>
      <div className="studio-field">
        <label htmlFor={`${ids}-text`}>Text</label>
        <textarea id={`${ids}-text`} value={layer.text} rows={2} maxLength={500} onChange={(event) => onChange({ text: event.target.value }, 'text')} />
      </div>
      <FontControls ids={ids} layer={layer} onChange={onChange} />
      <div className="studio-field">
        <label htmlFor={`${ids}-sizemm`}>Size (mm)</label>
        <input
          id={`${ids}-sizemm`}
          type="number"
          min={2}
          max={500}
          step={1}
          value={Number(layer.fontSizeMm.toFixed(1))}
          onChange={(event) => onChange({ fontSizeMm: Math.min(500, Math.max(2, numberOf(event.target.value, layer.fontSizeMm))) }, 'fontSizeMm')}
        />
      </div>
      <div className="studio-field">
        <label htmlFor={`${ids}-textcolour`}>Text colour</label>
        <input
          id={`${ids}-textcolour`}
          type="color"
          value={layer.colour.slice(0, 7)}
          onChange={(event) => onChange({ colour: event.target.value }, 'colour')}
        />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo */}
      <div role="group" aria-label="Text alignment" className="studio-buttons">
        {TEXT_ALIGNMENTS.map((align) => (
          <button key={align} type="button" aria-pressed={layer.align === align} onClick={() => onChange({ align }, 'align')}>
            {ALIGN_LABELS[align]}
          </button>
        ))}
      </div>
      <div className="studio-field">
        <label htmlFor={`${ids}-letterspacin`}>Letter spacing (mm)</label>
        <input
          id={`${ids}-letterspacin`}
          type="number"
          min={-10}
          max={50}
          step={0.5}
          value={layer.letterSpacingMm}
          onChange={(event) => onChange({ letterSpacingMm: Math.min(50, Math.max(-10, numberOf(event.target.value, 0))) }, 'letterSpacingMm')}
        />
      </div>
      <div className="studio-field">
        <label htmlFor={`${ids}-curvedegrees`}>Curve (degrees)</label>
        <input
          id={`${ids}-curvedegrees`}
          type="range"
          min={-360}
          max={360}
          step={5}
          value={layer.curve}
          onChange={(event) => onChange({ curve: Number(event.target.value) }, 'curve')}
        />
        <output>{layer.curve}°</output>
      </div>
    </fieldset>
  );
}

/** The layer's family with a weight it ships (the current one if it can) and italic only where that weight has it. */
function familyPatch(layer: TextLayer, name: FontFamilyName): TextPatch {
  const weights = FONT_FAMILIES[name].weights as readonly number[];
  const weight = weights.includes(layer.fontWeight) ? layer.fontWeight : weights[0]!;
  return { fontFamily: name, fontWeight: weight, italic: layer.italic && italicOffered(name, weight) };
}

/** The typeface: family, weight, and italic when the family ships one. */
function FontControls({ ids, layer, onChange }: { ids: string; layer: TextLayer; onChange: (patch: TextPatch, field: string) => void }) {
  const family = FONT_FAMILIES[layer.fontFamily];
  return (
    <>
      <div className="studio-field">
        <label htmlFor={`${ids}-font`}>Font</label>
        <select
          id={`${ids}-font`}
          value={layer.fontFamily}
          onChange={(event) => {
            const name = event.target.value;
            if (!isFontFamilyName(name)) return;
            onChange(familyPatch(layer, name), 'fontFamily');
          }}
        >
          {FONT_FAMILY_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="studio-field">
        <label htmlFor={`${ids}-weight`}>Weight</label>
        <select
          id={`${ids}-weight`}
          value={layer.fontWeight}
          onChange={(event) =>
            onChange(
              { fontWeight: Number(event.target.value), italic: layer.italic && italicOffered(layer.fontFamily, Number(event.target.value)) },
              'fontWeight',
            )
          }
        >
          {family.weights.map((weight) => (
            <option key={weight} value={weight}>
              {weight}
            </option>
          ))}
        </select>
      </div>
      {family.italic && (
        <label className="studio-check">
          <input
            type="checkbox"
            checked={layer.italic}
            disabled={!italicOffered(layer.fontFamily, layer.fontWeight)}
            onChange={(event) => onChange({ italic: event.target.checked }, 'italic')}
          />
          Italic{italicOffered(layer.fontFamily, layer.fontWeight) ? '' : ` (weight ${ITALIC_WEIGHT} only)`}
        </label>
      )}
    </>
  );
}
