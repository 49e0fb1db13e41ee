import { accountCall } from './account-api.ts';
import TextField from './fields/TextField.tsx';
import FormAlert from './fields/FormAlert.tsx';
import SubmitButton from './fields/SubmitButton.tsx';
import PasswordStrengthMeter from './PasswordStrengthMeter.tsx';
import { useAccountForm } from './use-account-form.ts';
import { NEW_PASSWORD_RULES, PASSWORD_MAX_LENGTH } from '../../src/lib/validation/rules/new-password.ts';
import { confirmationRules, RESET_FIELD_OF, resetPasswordRequest } from './password-reset.ts';
import { safeReturnPath } from '../../src/lib/return-path.ts';
import './account.css';

interface PasswordResetFormProps {
  /** From the link: it names the account, so the form asks for nothing else. */
  token: string;
}

/** /password-reset/{token}: choose a new password. Other sessions of the account end. */
export default function PasswordResetForm({ token }: PasswordResetFormProps) {
  const form = useAccountForm({ password: '', confirmation: '' });
  const { values, errors, busy } = form;
  const onSubmit = form.handleSubmit({
    rules: { password: NEW_PASSWORD_RULES, confirmation: confirmationRules(values.password) },
    fieldOf: RESET_FIELD_OF,
    run: async () => {
      const { data } = await accountCall('account.resetPassword', resetPasswordRequest(token, values));
      window.location.assign(safeReturnPath(data?.redirect, '/dashboard/'));
      return 'keepBusy';
    },
  });
  return (
    <form ref={form.formRef} className="pf-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <TextField
        label="New password"
        name="password"
        type="password"
        revealable
        autoComplete="new-password"
        autoFocus
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.password}
        onChange={form.setValue('password')}
        error={errors.fields.password}
        hint={<PasswordStrengthMeter password={values.password} />}
      />
      <TextField
        label="Confirm new password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.confirmation}
        onChange={form.setValue('confirmation')}
        error={errors.fields.confirmation}
      />
      <FormAlert message={errors.form} />
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
