import { useRef, useState, type SubmitEvent } from 'react';
import type { Rule } from '../../src/lib/validation/rule.ts';
import { failureOf } from './account-api.ts';
import { checkFields, errorsFromFailure, hasFieldErrors, NO_ERRORS, type FormErrors } from './form-errors.ts';

interface SubmitOptions<F extends string> {
  rules: Partial<Record<F, readonly Rule[]>>;
  /** API field name → form field, for a 422's messages. */
  fieldOf: Record<string, F>;
  /** The call; resolve to keep the form busy (e.g. while the browser navigates away). */
  // biome-ignore lint/suspicious/noConfusingVoidType: most calls are async functions that return nothing
  run: () => Promise<'keepBusy' | void>;
}

/**
 * Values, messages and the busy flag of one account form. `submit` checks the rules
 * with the catalogue's texts first, posts only a valid form, maps what the API says
 * back onto the fields, and moves focus to the first field that needs attention.
 */
export function useAccountForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);

  const focusFirstProblem = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .pf-alert')?.focus());

  function setValue(field: F) {
    return (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      // A message stays until the person edits the field it is about.
      setErrors((current) => (current.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current));
    };
  }

  function handleSubmit(options: SubmitOptions<F>) {
    return async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busyRef.current) return;
      const fields = checkFields(values, options.rules);
      if (hasFieldErrors(fields)) {
        setErrors({ fields, form: null });
        focusFirstProblem();
        return;
      }
      setErrors(NO_ERRORS);
      busyRef.current = true;
      setBusy(true);
      let keepBusy = false;
      try {
        keepBusy = (await options.run()) === 'keepBusy';
      } catch (error) {
        setErrors(errorsFromFailure(failureOf(error), options.fieldOf));
        focusFirstProblem();
      } finally {
        if (!keepBusy) {
          busyRef.current = false;
          setBusy(false);
        }
      }
    };
  }

  return { values, setValues, setValue, errors, setErrors, busy, formRef, handleSubmit };
}
