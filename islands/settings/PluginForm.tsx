import { useRef, useState, type FormEvent } from 'react';
import type { PluginField } from '../../src/lib/plugin-catalogue.ts';
import TextField from '../account/fields/TextField.tsx';
import TextAreaField from '../account/fields/TextAreaField.tsx';
import FormAlert from '../account/fields/FormAlert.tsx';
import { checkPluginField } from './plugin-rules.ts';
import '../account/account.css';
import './settings.css';

interface PluginFormProps {
  code: string;
  action: string;
  fields: readonly PluginField[];
  values: Record<string, string | boolean>;
  /** The server's messages (a post refused with 422), first per field. */
  errors: Record<string, string>;
  saved: boolean;
  refusal: string | null;
  currencies: readonly string[];
}

type PluginValues = Record<string, string | boolean>;

/** The message of each text field whose value fails its check (a checkbox has none). */
function fieldProblems(code: string, fields: readonly PluginField[], values: PluginValues): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    const message = checkPluginField(code, field.name, value);
    if (message) found[field.name] = message;
  }
  return found;
}

/** The form's values and messages: each field checked as the owner types, a form with a failing field kept from being sent. */
function usePluginForm(props: PluginFormProps) {
  const [values, setValues] = useState(props.values);
  const [errors, setErrors] = useState<Record<string, string>>(props.errors);
  const [saved, setSaved] = useState(props.saved);
  const formRef = useRef<HTMLFormElement>(null);

  const setText = (name: string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSaved(false);
    setErrors((current) => {
      const { [name]: _old, ...rest } = current;
      const message = checkPluginField(props.code, name, value);
      return message ? { ...rest, [name]: message } : rest;
    });
  };
  const setChecked = (name: string) => (on: boolean) => {
    setValues((current) => ({ ...current, [name]: on }));
    setSaved(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = fieldProblems(props.code, props.fields, values);
    if (Object.keys(found).length === 0) return;
    event.preventDefault();
    setErrors(found);
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return { values, errors, saved, formRef, setText, setChecked, onSubmit };
}

/** One setting, drawn as its kind asks: a checkbox, a list (the field's options, else the currencies), a text area or a line of text. */
function PluginSetting(props: {
  field: PluginField;
  value: string | boolean | undefined;
  error: string | undefined;
  currencies: readonly string[];
  onText: (value: string) => void;
  onChecked: (on: boolean) => void;
}) {
  const { field, value, error } = props;
  if (field.kind === 'checkbox') {
    return (
      <label className="pf-check">
        <input type="checkbox" name={field.name} checked={value === true} onChange={(event) => props.onChecked(event.target.checked)} />
        <span>{field.label}</span>
      </label>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'select') {
    return (
      <div className="pf-field">
        <label htmlFor={`plugin-${field.name}`}>{field.label}</label>
        <select id={`plugin-${field.name}`} name={field.name} value={text} onChange={(event) => props.onText(event.target.value)}>
          {(field.options ?? props.currencies).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (field.kind === 'textarea') {
    return <TextAreaField label={field.label} name={field.name} value={text} onChange={props.onText} error={error} hint={field.help} rows={3} />;
  }
  return (
    <TextField
      label={field.label}
      name={field.name}
      value={text}
      onChange={props.onText}
      error={error}
      hint={field.help}
      placeholder={field.placeholder}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}

/**
 * A plugin's settings form (/plugins/{code}). Rendered on the server, it posts as a plain
 * form without JavaScript; once hydrated it checks each field as the owner types and
 * keeps a form with a failing field from being sent.
 */
export default function PluginForm(props: PluginFormProps) {
  const { values, errors, saved, formRef, setText, setChecked, onSubmit } = usePluginForm(props);
  return (
    <form ref={formRef} className="pf-form pf-settings-form" method="post" action={props.action} noValidate onSubmit={onSubmit}>
      <FormAlert message={props.refusal} />
      <FormAlert message={saved ? 'Your settings have been saved.' : null} tone="success" />
      {props.fields.map((field) => (
        <PluginSetting
          key={field.name}
          field={field}
          value={values[field.name]}
          error={errors[field.name]}
          currencies={props.currencies}
          onText={setText(field.name)}
          onChecked={setChecked(field.name)}
        />
      ))}
      <div className="pf-settings-actions">
        <button type="submit" className="button">
          Save
        </button>
      </div>
    </form>
  );
}
