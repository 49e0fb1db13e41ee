import { useState } from 'react';
import { apiFetch, ApiRequestError } from '../../src/lib/client/api-client.ts';

// One settings section's call: busy while it runs, then the saved note or the API's
// messages (a 422's first message per field, anything else for the whole section).

export interface SettingsCall {
  busy: boolean;
  saved: string | null;
  fieldErrors: Record<string, string>;
  error: string | null;
  run: <T>(path: string, init: { method: string; json?: unknown }, savedText?: string) => Promise<T | undefined>;
}

export function useSettingsCall(): SettingsCall {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const run = async <T>(path: string, init: { method: string; json?: unknown }, savedText = 'Saved.'): Promise<T | undefined> => {
    setBusy(true);
    setSaved(null);
    setError(null);
    setFieldErrors({});
    try {
      const { data } = await apiFetch<T>(path, init);
      setSaved(savedText);
      return data;
    } catch (thrown) {
      if (!(thrown instanceof ApiRequestError)) throw thrown;
      const { failure } = thrown;
      const fields = Object.fromEntries(Object.entries(failure.errors ?? {}).map(([field, list]) => [field, list[0] ?? '']));
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0) setError(failure.message);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, saved, fieldErrors, error, run };
}

/** The settings calls' base: /omnis/v3/divisions/{division}/settings/. */
export const settingsPath = (division: number, tail = '') => `/omnis/v3/divisions/${division}/settings/${tail}`;
