import type { EditorField } from '../../../blocks/editor-fields.ts';
import ImageField from '../../popups/ImageField.tsx';
import LinkField from '../../popups/LinkField.tsx';
import { ColourInput } from './ColourInput.tsx';
import { RichTextInput } from './RichTextInput.tsx';

interface Props {
  field: EditorField;
  /** A unique element id for this input. */
  id: string;
  value: unknown;
  error?: string | undefined;
  onChange: (value: unknown) => void;
}

const ALIGNMENT_ICONS: Record<string, string> = { left: '⇤', center: '↔', right: '⇥', justify: '☰' };

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One input of a block's form, drawn by the widget its schema declares (blocks/editor-fields.ts). */
export function FieldInput(props: Props) {
  const { field, id, error } = props;
  switch (field.widget) {
    case 'hidden':
      return null;
    case 'richtext':
    case 'colour':
    case 'image':
    case 'url':
      return (
        <div className="pf-field">
          {pickerInput(props)}
          <FieldNotes id={id} field={field} error={error} />
        </div>
      );
    case 'alignment':
      return <AlignmentInput {...props} />;
    case 'toggle':
      return <ToggleInput {...props} />;
    case 'group':
      return <GroupInput {...props} />;
    case 'list':
      return <ListInput {...props} />;
  }
  return (
    <div className="pf-field">
      <label htmlFor={id}>{field.label}</label>
      {plainInput(props)}
      <FieldNotes id={id} field={field} error={error} />
    </div>
  );
}

/** The id and accessibility attributes every plain input carries: its help and error described, invalid when it has an error. */
function inputAttributes(id: string, field: EditorField, error: string | undefined) {
  const described = [field.help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined } as const;
}

/** The input of a widget that labels itself: rich text, colour, image or link. */
function pickerInput({ field, id, value, onChange }: Props): React.ReactNode {
  const chosen = typeof value === 'string' ? value : undefined;
  switch (field.widget) {
    case 'richtext':
      return <RichTextInput id={id} label={field.label} value={asText(value)} onChange={onChange} />;
    case 'colour':
      return <ColourInput id={id} label={field.label} value={chosen} onChange={onChange} />;
    case 'image':
      return <ImageField id={id} label={field.label} value={chosen} onChange={(url) => onChange(url ?? '')} />;
    case 'url':
      return <LinkField id={id} label={field.label} value={chosen} onChange={(href) => onChange(href ?? '')} />;
  }
  return undefined;
}

/** The input of a widget drawn under a plain label: text, icon, textarea, select, number or slider. */
function plainInput({ field, id, value, error, onChange }: Props): React.ReactNode {
  const common = inputAttributes(id, field, error);
  switch (field.widget) {
    case 'text':
    case 'icon':
      return <input {...common} type="text" value={asText(value)} maxLength={field.maxLength} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'textarea':
      return <textarea {...common} rows={4} value={asText(value)} maxLength={field.maxLength} onChange={(event) => onChange(event.currentTarget.value)} />;
    case 'select':
      return (
        <select {...common} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)}>
          {field.optional && <option value="">—</option>}
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'number':
    case 'slider': {
      const type = field.widget === 'slider' && field.min !== undefined && field.max !== undefined ? 'range' : 'number';
      return (
        <input
          {...common}
          type={type}
          min={field.min}
          max={field.max}
          step={field.step ?? 'any'}
          value={asText(value)}
          onChange={(event) => onChange(asNumber(event.currentTarget.value))}
        />
      );
    }
  }
  return undefined;
}

/** An alignment property: one radio button per option, shown as its icon. */
function AlignmentInput({ field, id, value, error, onChange }: Props) {
  return (
    <fieldset className="pf-field pf-alignment">
      <legend>{field.label}</legend>
      {(field.options ?? []).map((option) => (
        <label key={option} title={option}>
          <input type="radio" name={id} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span aria-hidden="true">{ALIGNMENT_ICONS[option] ?? option}</span>
          <span className="visually-hidden">{option}</span>
        </label>
      ))}
      <FieldNotes id={id} field={field} error={error} />
    </fieldset>
  );
}

/** A yes/no property: a checkbox inside its label. */
function ToggleInput({ field, id, value, error, onChange }: Props) {
  return (
    <div className="pf-field pf-toggle">
      <label htmlFor={id}>
        <input {...inputAttributes(id, field, error)} type="checkbox" checked={value === true} onChange={(event) => onChange(event.currentTarget.checked)} />
        {field.label}
      </label>
      <FieldNotes id={id} field={field} error={error} />
    </div>
  );
}

/** A group property: its inner inputs, each editing its own key of the value. */
function GroupInput({ field, id, value, error, onChange }: Props) {
  return (
    <fieldset className="pf-field pf-group">
      <legend>{field.label}</legend>
      {(field.fields ?? []).map((inner) => (
        <FieldInput
          key={inner.name}
          field={inner}
          id={`${id}-${inner.name}`}
          value={(value as Record<string, unknown> | undefined)?.[inner.name]}
          onChange={(next) => onChange({ ...(value as object | undefined), [inner.name]: next })}
        />
      ))}
      <FieldNotes id={id} field={field} error={error} />
    </fieldset>
  );
}

function FieldNotes({ id, field, error }: { id: string; field: EditorField; error?: string | undefined }) {
  return (
    <>
      {field.help && (
        <p id={`${id}-help`} className="pf-help">
          {field.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="pf-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A list property: entries of a group's inputs (or plain values), added and removed in place. */
function ListInput({ field, id, value, error, onChange }: Props) {
  const entries = Array.isArray(value) ? value : [];
  const inner = field.fields;
  const set = (index: number, next: unknown) => onChange(entries.map((entry, at) => (at === index ? next : entry)));
  return (
    <fieldset className="pf-field pf-list">
      <legend>{field.label}</legend>
      <ol>
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list entries are plain values with no id of their own to key by
          <li key={index}>
            {inner ? (
              inner.map((sub) => (
                <FieldInput
                  key={sub.name}
                  field={sub}
                  id={`${id}-${index}-${sub.name}`}
                  value={(entry as Record<string, unknown>)?.[sub.name]}
                  onChange={(next) => set(index, { ...(entry as object), [sub.name]: next })}
                />
              ))
            ) : (
              <input type="text" aria-label={`${field.label} ${index + 1}`} value={asText(entry)} onChange={(event) => set(index, event.currentTarget.value)} />
            )}
            <button type="button" onClick={() => onChange(entries.filter((_, at) => at !== index))}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => onChange([...entries, inner ? {} : ''])}>
        Add {field.label.toLowerCase()}
      </button>
      <FieldNotes id={id} field={field} error={error} />
    </fieldset>
  );
}
