import { useId } from 'react';

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  maxLength?: number;
  rows?: number;
  autoFocus?: boolean;
}

/** A labelled multi-line field with its error and hint tied to it. */
export default function TextAreaField(props: TextAreaFieldProps) {
  const id = useId();
  const described = [props.error ? `${id}-error` : null, props.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pf-field" data-invalid={props.error ? '' : undefined}>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        value={props.value}
        rows={props.rows ?? 4}
        maxLength={props.maxLength}
        // biome-ignore lint/a11y/noAutofocus: passed on from the caller, which sets it on a form's one field (a password or code prompt)
        autoFocus={props.autoFocus}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
      />
      {props.error && (
        <p id={`${id}-error`} className="pf-field-error">
          {props.error}
        </p>
      )}
      {props.hint && (
        <p id={`${id}-hint`} className="pf-hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}
