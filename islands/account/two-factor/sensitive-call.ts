import { accountCall } from '../account-api.ts';
import type { CallArgs } from '../../../src/lib/client/api.ts';
import type { AnswerOf, CallName } from '../../../src/schemas/api.ts';
import { requestPasswordConfirmation } from '../popups/popup-store.ts';
import { withPasswordConfirmation, type SensitiveResult } from '../sensitive-action.ts';

/** Makes a call that may need the password confirmed first (423): asks, then retries once. */
export function sensitiveCall<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<SensitiveResult<{ status: number; data: AnswerOf<N> }>> {
  return withPasswordConfirmation(() => accountCall(name, ...args), requestPasswordConfirmation);
}
