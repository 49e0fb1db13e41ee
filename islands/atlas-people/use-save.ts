import { useState } from 'react';
import { ApiRequestError, failureMessage } from '../../src/lib/client/api-client.ts';
import { call, type CallArgs } from '../../src/lib/client/api.ts';
import type { AnswerOf, CallName } from '../../src/schemas/api.ts';

// One call from a back-office form: busy while it runs, the generic failure message or the 422's
// field messages when refused, a notice when done.

export interface SaveState {
  busy: boolean;
  notice: string | null;
  error: string | null;
  fieldErrors: Record<string, string[]>;
}

export function useSave() {
  const [state, setState] = useState<SaveState>({ busy: false, notice: null, error: null, fieldErrors: {} });

  /** Makes the call; shows `notice` when it is done, and resolves with its answer (undefined when refused or busy). */
  async function save<N extends CallName>(notice: string, name: N, ...args: CallArgs<N>): Promise<AnswerOf<N> | undefined> {
    if (state.busy) return undefined;
    setState({ busy: true, notice: null, error: null, fieldErrors: {} });
    try {
      const data = await call(name, ...args);
      setState({ busy: false, notice, error: null, fieldErrors: {} });
      return data;
    } catch (thrown) {
      if (!(thrown instanceof ApiRequestError)) throw thrown;
      setState({ busy: false, notice: null, error: thrown.failure.message, fieldErrors: thrown.failure.errors ?? {} });
      return undefined;
    }
  }

  /** Shows field messages the form found with the call's own schema, as the API's refusal (a 422) would show them. */
  function refuse(fieldErrors: Record<string, string[]>): void {
    setState({ busy: false, notice: null, error: failureMessage(422, { errors: fieldErrors }), fieldErrors });
  }

  return { ...state, save, refuse };
}

/** The first message for `field` (dotted paths of nested fields too), if any. */
export function fieldError(errors: Record<string, string[]>, field: string): string | undefined {
  return errors[field]?.[0];
}
