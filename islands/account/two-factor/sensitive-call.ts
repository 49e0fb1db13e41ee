import { postAccount } from '../account-api.ts';
import { requestPasswordConfirmation } from '../popups/popup-store.ts';
import { withPasswordConfirmation, type SensitiveResult } from '../sensitive-action.ts';

/** POSTs a call that may need the password confirmed first (423): asks, then retries once. */
export function sensitivePost<T>(path: string, json: unknown = {}): Promise<SensitiveResult<{ status: number; data: T }>> {
  return withPasswordConfirmation(() => postAccount<T>(path, json), requestPasswordConfirmation);
}
