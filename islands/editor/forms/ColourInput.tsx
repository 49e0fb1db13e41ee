import { usePalette } from './palette-context.ts';

interface Props {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (colour: string | undefined) => void;
}

/** A colour (widget 'colour'): the theme's palette first, any colour after; empty uses the theme's. */
export function ColourInput({ id, label, value, onChange }: Props) {
  const palette = usePalette();
  return (
    <fieldset className="pf-colour">
      <legend>{label}</legend>
      <div className="pf-swatches">
        {palette.map((colour) => (
          <button
            key={colour.name}
            type="button"
            className="pf-swatch"
            style={{ background: colour.value }}
            aria-label={`${colour.name} ${colour.value}`}
            aria-pressed={value?.toLowerCase() === colour.value.toLowerCase()}
            onClick={() => onChange(colour.value)}
          />
        ))}
      </div>
      <input
        id={id}
        type="text"
        value={value ?? ''}
        placeholder="Theme colour"
        aria-label={`${label} value`}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      />
      <input
        type="color"
        aria-label={`${label} picker`}
        value={/^#[0-9a-f]{6}$/i.test(value ?? '') ? value : '#000000'}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <button type="button" onClick={() => onChange(undefined)}>
        Use theme colour
      </button>
    </fieldset>
  );
}
