import { passwordStrength } from './password-strength.ts';

/** The strength bar and hint under a new password; polite, so typing is not interrupted. */
export default function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return <span>Use 12 or more characters. A short phrase of unrelated words is easy to remember and hard to guess.</span>;
  const strength = passwordStrength(password);
  return (
    <span className="pf-strength" data-level={strength.level}>
      <span className="pf-strength-bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} data-on={strength.level >= step ? '' : undefined} />
        ))}
      </span>
      <span aria-live="polite">
        <strong>{strength.label}.</strong> {strength.hint}
      </span>
    </span>
  );
}
