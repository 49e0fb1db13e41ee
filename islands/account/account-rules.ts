import { required } from '../../src/lib/validation/rules/presence.ts';
import { email } from '../../src/lib/validation/rules/web.ts';
import { recoveryCode, twoFactorCode } from '../../src/lib/validation/rules/account.ts';
import { ukPhone } from '../../src/lib/validation/rules/uk.ts';
import { maxLength } from '../../src/lib/validation/rules/length.ts';
import type { Rule } from '../../src/lib/validation/rule.ts';

// The rule lists of the account forms, from the shared catalogue (the server checks
// the same rules with the same texts). Imported rule file by rule file, not through
// the catalogue or its index, so neither zod nor forty unused rules reach the browser.
// New passwords have their own list: src/lib/validation/rules/new-password.ts.
const rules = { required, email, twoFactorCode, recoveryCode };

export const EMAIL_RULES: readonly Rule[] = [rules.required, rules.email, maxLength(254)];
/** Signing in checks presence only: old passwords may predate today's rules. */
export const CURRENT_PASSWORD_RULES: readonly Rule[] = [rules.required];
export const TWO_FACTOR_CODE_RULES: readonly Rule[] = [rules.required, rules.twoFactorCode];
export const RECOVERY_CODE_RULES: readonly Rule[] = [rules.required, rules.recoveryCode];
export const NAME_RULES: readonly Rule[] = [rules.required, maxLength(60)];
export const OPTIONAL_NAME_RULES: readonly Rule[] = [maxLength(60)];
export const REQUIRED: readonly Rule[] = [rules.required];
export const UK_PHONE_RULES: readonly Rule[] = [rules.required, ukPhone];

/** Codes are typed with spaces ("123 456") or pasted with stray ones; the API wants digits. */
export function normaliseTwoFactorCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Recovery codes are shown in lower case; people type them in any case and may pad them. */
export function normaliseRecoveryCode(value: string): string {
  return value.trim().toLowerCase();
}
