import { ZodError } from 'zod';
import type { StoreScope } from '../../stores/index.ts';
import type { PluginCode } from '../../../schemas/plugins.ts';
import type { PluginEntry } from '../../../lib/plugin-catalogue.ts';
import { fieldErrors, type FieldErrors } from '../../../lib/validation/index.ts';
import { updatePluginSettings } from '../../stores/index.ts';

/** A plugin form's values as the form shows them: text as typed, checkboxes on or off. */
export type PluginFormValues = Record<string, string | boolean>;

/**
 * A posted plugin form as settings: a checkbox is on when sent, text is trimmed (pasted ids
 * often carry a space the owner cannot see). Fields the plugin does not declare are ignored.
 */
export function readPluginForm(entry: PluginEntry, form: FormData): PluginFormValues {
  const values: PluginFormValues = {};
  for (const field of entry.fields) {
    if (field.kind === 'checkbox') values[field.name] = form.has(field.name);
    else values[field.name] = String(form.get(field.name) ?? '').trim();
  }
  return values;
}

/** The saved form, or the spec's message for each field that failed (nothing is written then). */
export type PluginFormOutcome = { saved: true } | { saved: false; errors: FieldErrors };

export async function submitPluginForm(scope: StoreScope, code: PluginCode, values: PluginFormValues): Promise<PluginFormOutcome> {
  try {
    await updatePluginSettings(scope, code, values);
    return { saved: true };
  } catch (error) {
    if (error instanceof ZodError) return { saved: false, errors: fieldErrors(error) };
    throw error;
  }
}
