import ImageField from '../popups/ImageField.tsx';
import type { TokenField } from './token-form.ts';
import FontPicker from './FontPicker.tsx';
import type { FontDescriptor } from '../../src/schemas/fonts.ts';
import { isHexColour, normaliseHex } from '../../src/lib/colour.ts';

interface TokenInputProps {
  field: TokenField;
  /** What the field shows: the owner's override, else the theme's value. */
  value: unknown;
  onChange: (value: unknown) => void;
  /** The font library and the store's own fonts, once loaded (the bundled families until then). */
  fonts?: readonly FontDescriptor[] | undefined;
}

/** The colour picker's value: the colour's first six digits (the picker has no alpha). */
const pickerValue = (value: unknown) => (typeof value === 'string' && isHexColour(value) ? normaliseHex(value).slice(0, 7) : '#ffffff');

/** One token's input, by the widget its declaration calls for. */
export default function TokenInput({ field, value, onChange, fonts }: TokenInputProps) {
  const id = `token-${field.name.replaceAll('.', '-')}`;
  const help = `${id}-help`;
  switch (field.widget) {
    case 'colour':
      return (
        <div className="token-colour">
          <input type="color" aria-label={`${field.label} picker`} value={pickerValue(value)} onChange={(event) => onChange(event.currentTarget.value)} />
          <input
            id={id}
            type="text"
            aria-describedby={help}
            spellCheck={false}
            value={String(value ?? '')}
            onChange={(event) => onChange(event.currentTarget.value.trim())}
          />
        </div>
      );
    case 'font':
      if (fonts && fonts.length > 0)
        return <FontPicker id={id} help={help} label={field.label} value={String(value)} role={field.role} fonts={fonts} onChange={onChange} />;
      return (
        <select id={id} aria-describedby={help} value={String(value)} onChange={(event) => onChange(event.currentTarget.value)}>
          {/* A theme may set a family outside the role's list: it stays choosable. */}
          {(field.fonts.includes(value as never) ? field.fonts : [String(value), ...field.fonts]).map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
      );
    case 'range': {
      const { min, max, step } = field.range;
      return (
        <div className="token-range">
          <input
            id={id}
            type="range"
            aria-describedby={help}
            min={min}
            max={max}
            step={step}
            value={Number(value)}
            onChange={(event) => onChange(Number(event.currentTarget.value))}
          />
          <output htmlFor={id}>
            {String(value)}
            {field.unit}
          </output>
        </div>
      );
    }
    case 'select':
      return (
        <select id={id} aria-describedby={help} value={String(value)} onChange={(event) => onChange(event.currentTarget.value)}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'toggle':
      return <input id={id} type="checkbox" aria-describedby={help} checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />;
    case 'image':
      return (
        <ImageField id={id} label="Address" value={typeof value === 'string' && value !== '' ? value : undefined} onChange={(url) => onChange(url ?? '')} />
      );
    case 'url':
    case 'text':
      return (
        <input
          id={id}
          type="text"
          aria-describedby={help}
          maxLength={field.widget === 'text' ? field.maxLength : 2048}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
