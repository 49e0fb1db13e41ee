import type { ReactNode } from 'react';

// Small labelled inputs of the menu editor, each showing its field's message.

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
}

export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="menu-problem" role="alert">
      {error}
    </p>
  ) : null;
}

export function TextInput({
  id,
  label,
  error,
  value,
  onChange,
  maxLength,
}: FieldProps & { value: string | undefined; onChange: (value: string) => void; maxLength?: number }) {
  return (
    <div className="menu-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value ?? ''}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** An optional colour: typed (hex, rgb(), a theme variable) or picked; empty for the theme's. */
export function ColourInput({ id, label, error, value, onChange }: FieldProps & { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const picker = value && /^#[0-9a-f]{6}/i.test(value) ? value.slice(0, 7) : '#000000';
  return (
    <div className="menu-field">
      <label htmlFor={id}>{label}</label>
      <div className="menu-colour">
        <input type="color" aria-label={`${label} picker`} value={picker} onChange={(event) => onChange(event.currentTarget.value)} />
        <input
          id={id}
          type="text"
          placeholder="Theme colour"
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.currentTarget.value.trim() || undefined)}
        />
      </div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export function SelectInput<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="menu-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A field whose input is one of the shared popups' fields (ImageField, LinkField), with its message. */
export function Wrapped({ id, error, children }: { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className="menu-field">
      {children}
      <FieldMessage id={id} error={error} />
    </div>
  );
}
