import { useId, useState, type ReactNode } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Help under the field, read with it (aria-describedby). */
  hint?: ReactNode;
  /** Beside the label, e.g. a "Forgot your password?" link. */
  aside?: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  autoFocus?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Password fields get a Show/Hide button. */
  revealable?: boolean;
  spellCheck?: boolean;
  autoCapitalize?: string;
  readOnly?: boolean;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export default function TextField(props: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const type = props.type === 'password' && revealed ? 'text' : (props.type ?? 'text');
  return (
    <div className="pf-field" data-invalid={props.error ? '' : undefined}>
      <div className="pf-label-row">
        <label htmlFor={id}>{props.label}</label>
        {props.aside}
      </div>
      <div className="pf-input-row">
        <input
          id={id}
          name={props.name}
          type={type}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          // biome-ignore lint/a11y/noAutofocus: passed on from the caller, which sets it on a form's one field (a password or code prompt)
          autoFocus={props.autoFocus}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          spellCheck={props.spellCheck}
          autoCapitalize={props.autoCapitalize}
          readOnly={props.readOnly}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={described}
        />
        {props.revealable && props.type === 'password' && (
          <button type="button" className="pf-reveal" onClick={() => setRevealed((shown) => !shown)} aria-pressed={revealed} aria-controls={id}>
            {revealed ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        )}
      </div>
      {props.error && (
        <p id={errorId} className="pf-field-error">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.5v.01" />
          </svg>
          {props.error}
        </p>
      )}
      {props.hint && (
        <div id={hintId} className="pf-hint">
          {props.hint}
        </div>
      )}
    </div>
  );
}
