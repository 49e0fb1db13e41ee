import { useState } from 'react';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call, type CallArgs } from '../../src/lib/client/api.ts';
import type { AnswerOf, CallName } from '../../src/schemas/api.ts';

// One settings section's call: busy while it runs, then the saved note or the API's
// messages (a 422's first message per field, anything else for the whole section).

export interface SettingsCall {
  busy: boolean;
  saved: string | null;
  fieldErrors: Record<string, string>;
  error: string | null;
  /** Makes the call; says `savedText` when it is done, and resolves with its answer (undefined when refused). */
  run: <N extends CallName>(savedText: string, name: N, ...args: CallArgs<N>) => Promise<AnswerOf<N> | undefined>;
}

export function useSettingsCall(): SettingsCall {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const run = async <N extends CallName>(savedText: string, name: N, ...args: CallArgs<N>): Promise<AnswerOf<N> | undefined> => {
    setBusy(true);
    setSaved(null);
    setError(null);
    setFieldErrors({});
    try {
      const data = await call(name, ...args);
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
