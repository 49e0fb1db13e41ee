import { accountCall } from './account-api.ts';
import TextField from './fields/TextField.tsx';
import FormAlert from './fields/FormAlert.tsx';
import SubmitButton from './fields/SubmitButton.tsx';
import { useAccountForm } from './use-account-form.ts';
import { REQUIRED } from './account-rules.ts';
import { destinationAfterLogin } from './login-flow.ts';
import './account.css';

interface StorePasswordFormProps {
  redirectUri: string | null;
}

/** The entry form of a password-protected store. */
export default function StorePasswordForm({ redirectUri }: StorePasswordFormProps) {
  const form = useAccountForm({ password: '' });
  const onSubmit = form.handleSubmit({
    rules: { password: REQUIRED },
    fieldOf: { password: 'password' },
    run: async () => {
      const { data } = await accountCall('account.storePassword', { password: form.values.password });
      window.location.assign(destinationAfterLogin(redirectUri, data?.redirect));
      return 'keepBusy';
    },
  });
  return (
    <form ref={form.formRef} className="pf-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
      <TextField
        label="Store password"
        name="password"
        type="password"
        revealable
        autoComplete="current-password"
        autoFocus
        maxLength={128}
        value={form.values.password}
        onChange={form.setValue('password')}
        error={form.errors.fields.password}
      />
      <FormAlert message={form.errors.form} />
      <SubmitButton busy={form.busy} busyLabel="Opening…">
        Enter the store
      </SubmitButton>
    </form>
  );
}
