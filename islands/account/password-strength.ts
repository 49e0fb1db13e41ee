import { PASSWORD_MIN_LENGTH } from '../../src/lib/validation/rules/new-password.ts';
import { isCommonPassword } from '../../src/lib/validation/rules/common-passwords.ts';

// The hint under a new-password field. It only advises: what is accepted is decided by
// the new-password rules (length, spaces, common passwords).

export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  level: StrengthLevel;
  /** "Too short", "Weak", "Fair", "Good", "Strong". */
  label: string;
  /** One next step, or praise. */
  hint: string;
}

const LABELS = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;

function characterClasses(value: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(value)).length;
}

/** "aaaa", "1234", "abcd", "4321": runs that add length but no guessing work. */
function isRepetitive(value: string): boolean {
  const codes = [...value.toLowerCase()].map((character) => character.codePointAt(0) ?? 0);
  if (codes.length < 2) return false;
  const steps = new Set(codes.slice(1).map((code, index) => code - (codes[index] ?? 0)));
  return steps.size === 1 && [...steps].every((step) => Math.abs(step) <= 1);
}

function uniqueShare(value: string): number {
  const characters = [...value];
  return characters.length === 0 ? 0 : new Set(characters).size / characters.length;
}

export function passwordStrength(value: string): PasswordStrength {
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) {
    const missing = PASSWORD_MIN_LENGTH - length;
    return { level: 0, label: LABELS[0], hint: `Add ${missing} more character${missing === 1 ? '' : 's'}.` };
  }
  if (isCommonPassword(value) || isRepetitive(value) || uniqueShare(value) < 0.35) {
    return { level: 1, label: LABELS[1], hint: 'Easy to guess. Try a few unrelated words.' };
  }
  const classes = characterClasses(value);
  let score = 1;
  if (length >= 16) score += 1;
  if (length >= 20) score += 1;
  if (classes >= 3) score += 1;
  if (classes === 4 && length >= 14) score += 1;
  const level = Math.min(4, score) as StrengthLevel;
  const hint =
    level === 4
      ? 'That will be hard to guess.'
      : length < 16
        ? 'Longer is stronger: a short phrase of unrelated words works well.'
        : 'Mix in capitals, numbers or symbols to make it stronger.';
  return { level, label: LABELS[level], hint };
}
